"""A list item replaced by an item store."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        views = [x, x]
        views[0] = F.space_to_depth(x, 2)
        return views[0].reshape((B, -1, H * W))
