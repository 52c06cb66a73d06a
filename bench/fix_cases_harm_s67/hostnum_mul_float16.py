"""A held host number scaling a tensor the code casts to float16 (no math function between)."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        h = (x * 100).astype('float16')
        m = F.abs(x).mean().asscalar()
        return (h * m).astype('float32')
