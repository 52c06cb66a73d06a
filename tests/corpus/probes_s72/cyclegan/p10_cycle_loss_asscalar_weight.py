"""Cycle pass that scales the cycle loss by a weight depending on the reconstruction error read
as a python number with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Cycle(HybridBlock):
    def __init__(self, lambda_cyc=10.0, **kwargs):
        super().__init__(**kwargs)
        self.lambda_cyc = lambda_cyc
        with self.name_scope():
            self.g_ab = nn.Conv2D(3, 3, padding=1)
            self.g_ba = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, a):
        rec = self.g_ba(F.tanh(self.g_ab(a)))
        err = F.mean(F.abs(rec - a))
        weight = self.lambda_cyc if err.asscalar() > 0.1 else 1.0
        return rec, err * weight


Net = Cycle
