"""Illegal look-alike: a one-array Function whose forward takes its array positional-only; `[0]` of its output."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class SignSTE(autograd.Function):
    def forward(self, x, /):
        return x * 2

    def backward(self, dy):
        return dy


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        q = SignSTE()(x)
        return F.sum(q[0], axis=0)
