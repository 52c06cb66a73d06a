"""BYOL loss averaged by hand: the per-sample losses summed and divided by `len(loss)`, the batch size of an NDArray."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class LenMeanByol(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.online = nn.Dense(dim, in_units=10)
        self.target = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.BlockGrad(F.L2Normalization(self.target(v2)))
        loss = 2 - 2 * F.sum(p * z, axis=1)
        return F.sum(loss) / len(loss)


Net = LenMeanByol
