"""BYOL that adds the symmetric term only when the two views differ, `if F.abs(v1 - v2).sum() > 0:` (a
tensor in an `if`), a shortcut for identical views in a debugging run."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class GatedSymmetric(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def _loss(self, F, p, z):
        return 2 - 2 * F.sum(F.L2Normalization(p) * F.L2Normalization(F.stop_gradient(z)), axis=1)

    def hybrid_forward(self, F, v1, v2):
        loss = self._loss(F, self.online(v1), self.target(v2))
        if F.abs(v1 - v2).sum() > 0:
            loss = loss + self._loss(F, self.online(v2), self.target(v1))
        return loss


Net = GatedSymmetric
