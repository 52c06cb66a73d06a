"""Illegal: the context of an item of a python list of the inputs, a Symbol once hybridized."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5), (2, 5)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x, y):
        xs = [x, y]
        pos = F.arange(5, ctx=xs[0].context)
        return F.broadcast_add(xs[0] + xs[1], pos.reshape((1, -1)))
