"""Gamma curve that takes the linear branch for the whole image when its darkest pixel is below the knee, decided by a python `if` on a tensor."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class GammaCurve(HybridBlock):
    def __init__(self, gamma=2.2, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma

    def hybrid_forward(self, F, lin):
        x = F.clip(lin, 1e-8, 1)
        if x.min() < 0.0031308:
            return 12.92 * x
        return F.power(x, 1 / self.gamma)


Net = GammaCurve
