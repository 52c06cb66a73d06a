"""BYOL head hierarchy: the base `similarity(self, F, p, z)` is the plain dot `F.sum(p * z, axis=1)`, the
BYOL subclass overrides it with the cosine of `F.L2Normalization` outputs; `hybrid_forward`, written once in
the base, returns `2 - 2 * self.similarity(F, p, z)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class RegressionHead(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def similarity(self, F, p, z):
        return F.sum(p * z, axis=1)

    def hybrid_forward(self, F, v1, v2):
        return 2 - 2 * self.similarity(F, self.online(v1), F.stop_gradient(self.target(v2)))


class ByolHead(RegressionHead):
    def similarity(self, F, p, z):
        return F.sum(F.L2Normalization(p) * F.L2Normalization(z), axis=1)


Net = ByolHead
