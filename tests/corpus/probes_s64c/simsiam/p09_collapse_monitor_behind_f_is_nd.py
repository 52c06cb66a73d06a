"""SimSiam with a collapse monitor run only eagerly: `if F is nd:` the std of the normalised outputs is read with `.asscalar()` into `self.output_std`; the traced graph skips it."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MonitoredSimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.output_std = None
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        if F is nd:
            zn = F.L2Normalization(z1)
            self.output_std = F.sqrt(F.mean(F.square(zn - F.mean(zn, axis=0)))).asscalar()
        d1 = F.sum(F.L2Normalization(p1) * F.L2Normalization(F.BlockGrad(z2)), axis=1)
        d2 = F.sum(F.L2Normalization(p2) * F.L2Normalization(F.BlockGrad(z1)), axis=1)
        return -F.mean(d1 + d2) * 0.5


Net = MonitoredSimSiam
