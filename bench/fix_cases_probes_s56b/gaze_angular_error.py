"""Angular error between predicted and true gaze vectors: both normalised by keepdims norms ((N, 3) over (N, 1)), the clipped cosine's arccos in degrees, the mean error over `err.shape[0]`."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(3, 5), (3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=5)

    def hybrid_forward(self, F, x, target):
        a = self.fc(x)
        a = a / F.norm(a, axis=1, keepdims=True)
        b = target / F.norm(target, axis=1, keepdims=True)
        cos = F.clip((a * b).sum(axis=1), -1 + 1e-6, 1 - 1e-6)
        err = F.arccos(cos) * 180 / np.pi
        return err.sum() / err.shape[0]
