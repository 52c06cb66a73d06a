"""BYOL loss with per-sample confidence weights: the weights a keepdims column `F.sum(..., axis=1, keepdims=True)` (N, 1) times the (N,) per-sample losses by a plain `*` before the mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class WeightedByol(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.online = nn.Dense(dim, in_units=10)
        self.target = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.BlockGrad(F.L2Normalization(self.target(v2)))
        loss = 2 - 2 * F.sum(p * z, axis=1)
        w = F.softmax(F.sum(F.square(z), axis=1, keepdims=True), axis=0)
        return F.sum(w * loss)


Net = WeightedByol
