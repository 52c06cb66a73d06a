"""Nystromformer iterative Moore-Penrose pseudo-inverse in a fixed-count python loop (`for _ in range(self.pinv_iterations)`): init `z = K^T / (max col sum * max row sum)` by `broadcast_div` with keepdims maxima over the whole batch, the identity (m, m) constant expanded by `broadcast_like` to (B, m, m), then `z = 0.25 * z @ (13 I - kz @ (15 I - kz @ (7 I - kz)))` with plain operators on equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4)]


class IterativePinv(HybridBlock):
    def __init__(self, num_landmarks=4, pinv_iterations=6, **kwargs):
        super().__init__(**kwargs)
        self.pinv_iterations = pinv_iterations
        with self.name_scope():
            self.eye = self.params.get_constant("eye", np.eye(num_landmarks, dtype="float32"))

    def hybrid_forward(self, F, scores, eye):
        k = F.softmax(scores, axis=-1)
        col = F.max(F.sum(F.abs(k), axis=-2), axis=(0, 1), keepdims=True)
        row = F.max(F.sum(F.abs(k), axis=-1), axis=(0, 1), keepdims=True)
        z = F.broadcast_div(F.transpose(k, axes=(0, 2, 1)), (col * row).expand_dims(-1))
        eye = F.broadcast_like(eye.expand_dims(0), k)
        for _ in range(self.pinv_iterations):
            kz = F.batch_dot(k, z)
            z = F.batch_dot(0.25 * z, 13 * eye - F.batch_dot(kz, 15 * eye - F.batch_dot(kz, 7 * eye - kz)))
        return z


Net = IterativePinv
