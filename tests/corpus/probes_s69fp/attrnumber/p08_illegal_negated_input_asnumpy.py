"""Illegal: an input negated and scaled by `self.beta` into `F.exp`, then read through `.asnumpy()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, beta=0.5, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta

    def hybrid_forward(self, F, dist):
        weights = F.exp(-dist * self.beta)
        return weights * float(dist.asnumpy().mean())
