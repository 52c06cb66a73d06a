"""SimSiam cosine ported from `F.normalize`: `p / p.norm(axis=1, keepdims=True)`, a plain division of the (N, D) predictions by their (N, 1) norms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class PlainDivCosine(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1 = self.predictor(z1)
        z2 = F.BlockGrad(z2)
        p1 = p1 / p1.norm(axis=1, keepdims=True)
        z2 = z2 / z2.norm(axis=1, keepdims=True)
        return -F.mean(F.sum(p1 * z2, axis=1))


Net = PlainDivCosine
