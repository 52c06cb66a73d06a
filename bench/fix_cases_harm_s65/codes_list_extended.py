"""A list extended by += and read from the end."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        views = [x]
        views += [F.space_to_depth(x, 2)]
        return views[-1].reshape((B, -1, H * W))
