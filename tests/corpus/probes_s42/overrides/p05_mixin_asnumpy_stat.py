"""A plain-object mixin whose helper takes a python statistic with `.asnumpy()` of the tensor it gets."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class StatsMixin:
    def spread(self, F, v):
        arr = v.asnumpy()
        return float(arr.max() - arr.min()) + 1e-3


class Net(StatsMixin, HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.embed = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        y = self.embed(x)
        return y / self.spread(F, y)
