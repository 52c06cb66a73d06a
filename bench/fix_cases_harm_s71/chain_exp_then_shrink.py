"""math.exp of the read past float32's range (exp(120) = 1.3e52), then shrunk by 1e-40 (python's 1.3e12)"""
import math

from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        m = F.abs(x).max().asscalar() * 0.0 + 120.0
        return x * (math.exp(m) * 1e-20 * 1e-20)
