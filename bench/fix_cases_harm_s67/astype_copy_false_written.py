"""`y = x.astype('float32', copy=False)` is x itself eagerly; x written in place after."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x * 2
        y = x.astype('float32')
        x += 1
        return x - y
