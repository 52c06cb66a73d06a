"""BYOL loss averaged by hand over the batch, `loss.sum() / len(v1)`, the count read by `len()` of the
view tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class LenMeanLoss(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.L2Normalization(F.stop_gradient(self.target(v2)))
        loss = 2 - 2 * F.sum(p * z, axis=1)
        return loss.sum() / len(v1)


Net = LenMeanLoss
