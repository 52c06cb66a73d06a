"""Legal: `len` of what an mx.autograd.Function returns when its forward hands back its `*xs` (2 both ways)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class PassThrough(autograd.Function):
    def forward(self, *xs):
        return xs

    def backward(self, *dys):
        return dys


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        out = PassThrough()(x, x + 1)
        return out[-1] / len(out)
