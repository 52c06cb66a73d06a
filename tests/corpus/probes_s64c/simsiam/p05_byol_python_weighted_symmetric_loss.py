"""BYOL loss `2 - 2 * cos(p, z')` on both view orders, the two terms weighted by python floats from the constructor and the targets passed through `F.stop_gradient`; the projection returned beside the loss (two outputs)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class ByolLoss(HybridBlock):
    def __init__(self, dim=8, w=(0.5, 0.5), **kwargs):
        super().__init__(**kwargs)
        self._w = w
        self.online = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)
        self.target = nn.Dense(dim, in_units=10)

    def regression(self, F, p, z):
        return 2 - 2 * F.sum(F.L2Normalization(p) * F.L2Normalization(F.stop_gradient(z)), axis=-1)

    def hybrid_forward(self, F, v1, v2):
        o1, o2 = self.online(v1), self.online(v2)
        t1, t2 = self.target(v1), self.target(v2)
        loss = self._w[0] * self.regression(F, self.predictor(o1), t2) \
            + self._w[1] * self.regression(F, self.predictor(o2), t1)
        return F.mean(loss), o1


Net = ByolLoss
