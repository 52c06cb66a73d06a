"""`x.expand_dims(axis=1)` and `x.slice_axis(...)`: operator methods valid in both namespaces."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        left = x.slice_axis(axis=1, begin=0, end=3)
        right = x.slice_axis(axis=1, begin=3, end=6)
        return (left * right).expand_dims(axis=1)
