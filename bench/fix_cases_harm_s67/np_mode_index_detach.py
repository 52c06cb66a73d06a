"""A numpy-mode block taking a row and detaching."""
from mxnet.gluon import nn
from mxnet.util import use_np


INPUTS = [(2, 3)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        y = x.detach()
        return x[0] + y[1] * 2
