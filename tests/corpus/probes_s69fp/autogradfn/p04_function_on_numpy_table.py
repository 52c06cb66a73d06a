"""An mx.autograd.Function subclass whose forward is plain numpy on a numpy table (the array argument
only sets the result's length): its `.shape` is a python tuple."""
import numpy as np
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Grid(autograd.Function):
    def forward(self, x):
        return np.linspace(0.0, 1.0, 4, dtype="float32")

    def backward(self, dy):
        return dy


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        g = Grid()(x)
        return x * float(g.shape[0])
