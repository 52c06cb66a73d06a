"""BYOL head hierarchy: the base `normalize(self, F, x)` is `F.L2Normalization(x)`; a subclass overrides it
with the PyTorch port's `x / F.norm(x, axis=-1, keepdims=True)` (a plain `/` of (B, D) by (B, 1));
`hybrid_forward`, written once in the base, calls `self.normalize(F, ...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class NormalizedMse(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj, in_units=6)
            self.target = nn.Dense(proj, in_units=6)

    def normalize(self, F, x):
        return F.L2Normalization(x)

    def hybrid_forward(self, F, v1, v2):
        p = self.normalize(F, self.online(v1))
        z = self.normalize(F, F.stop_gradient(self.target(v2)))
        return 2 - 2 * F.sum(p * z, axis=1)


class TorchStyleNormalizedMse(NormalizedMse):
    def normalize(self, F, x):
        return x / F.norm(x, axis=-1, keepdims=True)


Net = TorchStyleNormalizedMse
