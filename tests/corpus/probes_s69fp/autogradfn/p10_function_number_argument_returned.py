"""An mx.autograd.Function given the array and a python number of levels, returning both; the number
tested in an `if`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Quantize(autograd.Function):
    def forward(self, x, levels):
        return (x * levels).round(), levels

    def backward(self, dy, dlevels=None):
        return dy, dy


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        q, levels = Quantize()(x, 4)
        if levels > 2:
            q = q * 0.5
        return F.relu(q) / levels
