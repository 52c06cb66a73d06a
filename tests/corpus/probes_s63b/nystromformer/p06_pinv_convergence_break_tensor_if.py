"""Nystromformer pseudo-inverse with an early exit: after each Newton-Schulz step `if F.norm(kz - eye) < self.tol: break` (a tensor compared in a python `if`)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4)]


class EarlyExitPinv(HybridBlock):
    def __init__(self, num_landmarks=4, max_iterations=6, tol=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._iters, self.tol = max_iterations, tol
        with self.name_scope():
            self.eye = self.params.get_constant("eye", np.eye(num_landmarks, dtype="float32"))

    def hybrid_forward(self, F, scores, eye):
        k = F.softmax(scores, axis=-1)
        z = F.transpose(k, axes=(0, 2, 1)) * 0.25
        eye = F.broadcast_like(eye.expand_dims(0), k)
        for _ in range(self._iters):
            kz = F.batch_dot(k, z)
            z = F.batch_dot(0.25 * z, 13 * eye - F.batch_dot(kz, 15 * eye - F.batch_dot(kz, 7 * eye - kz)))
            if F.norm(kz - eye) < self.tol:
                break
        return z


Net = EarlyExitPinv
