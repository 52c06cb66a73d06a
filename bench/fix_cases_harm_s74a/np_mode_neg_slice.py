"""A numpy-mode block keeping the last two steps by a basic slice."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 5, 3)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        return x[:, -2:, :] + x[:, :2, :]
