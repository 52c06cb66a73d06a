"""SimSiam over a list of views: projections and predictions kept in python lists, the stopped targets `[F.BlockGrad(z) for z in zs]`, the symmetric pairs by `zip(ps, reversed(ts))`, the terms averaged by `len(terms)` of the python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class ListViewsSimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, *views):
        zs = [self.projector(v) for v in views]
        ps = [self.predictor(z) for z in zs]
        ts = [F.BlockGrad(z) for z in zs]
        terms = [-F.mean(F.sum(F.L2Normalization(p) * F.L2Normalization(t), axis=1))
                 for p, t in zip(ps, reversed(ts))]
        return F.add_n(*terms) / len(terms)


Net = ListViewsSimSiam
