"""Illegal: the second output of an mx.autograd.Function (an array made from the input) tested in an
`if` through `.sum() > 0` (bool() of a Symbol)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Split(autograd.Function):
    def forward(self, x):
        return x.round(), x.abs()

    def backward(self, dq, da):
        return dq


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        q, a = Split()(x)
        if a.sum() > 0:
            q = q * 2
        return q
