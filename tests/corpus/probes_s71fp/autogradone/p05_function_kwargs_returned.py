"""Legal: a Function whose forward returns its arrays as `*xs` when given two, indexed by position."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Clamp(autograd.Function):
    def forward(self, x, *rest):
        return rest

    def backward(self, *dys):
        return (dys[0],) + tuple(dys)


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        out = Clamp()(x, x * 3, x - 1)
        return out[0] * out[1]
