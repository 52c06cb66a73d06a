"""BYOL symmetrized loss accumulated with `+=`: `total = loss_12` then `total += loss_21` (an in-place add
on NDArray that also changes `loss_12`, which is returned beside the total for logging)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class InplaceSymmetrized(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def _loss(self, F, p, z):
        return 2 - 2 * F.sum(F.L2Normalization(p) * F.L2Normalization(F.stop_gradient(z)), axis=1)

    def hybrid_forward(self, F, v1, v2):
        loss_12 = self._loss(F, self.online(v1), self.target(v2))
        total = loss_12
        total += self._loss(F, self.online(v2), self.target(v1))
        return total, loss_12


Net = InplaceSymmetrized
