"""An optional input left out: `mask is None` is a python test."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x, mask=None):
        if mask is not None:
            x = x * mask
        return F.softmax(x, axis=-1)
