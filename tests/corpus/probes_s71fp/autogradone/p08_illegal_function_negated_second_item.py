"""Illegal look-alike: `[1]` of a one-array Function's output (`-x`): the second sample eagerly, an IndexError traced."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class SignSTE(autograd.Function):
    def forward(self, x):
        return -x

    def backward(self, dy):
        return dy


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        q = SignSTE()(x)
        return q[1] * 2
