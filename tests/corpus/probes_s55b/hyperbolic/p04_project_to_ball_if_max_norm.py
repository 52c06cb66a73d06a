"""Projection back into the Poincare ball done only `if F.max(norm) > self.max_norm`, a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class BallProjection(HybridBlock):
    def __init__(self, dim=4, max_norm=0.5, **kwargs):
        super().__init__(**kwargs)
        self.max_norm = max_norm
        with self.name_scope():
            self.fc = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        norm = F.norm(h, axis=-1, keepdims=True) + 1e-5
        if F.max(norm) > self.max_norm:
            h = F.broadcast_mul(h, F.clip(self.max_norm / norm, 0, 1))
        return h


Net = BallProjection
