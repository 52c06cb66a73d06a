"""SimSiam ported from PyTorch: the summed negative cosine divided by the batch size read as `n = p1.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class ShapeMeanSimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        n = p1.shape[0]
        c1 = F.sum(F.L2Normalization(p1) * F.L2Normalization(F.BlockGrad(z2)))
        c2 = F.sum(F.L2Normalization(p2) * F.L2Normalization(F.BlockGrad(z1)))
        return -(c1 + c2) / (2 * n)


Net = ShapeMeanSimSiam
