"""A helper handed its tensors by *args."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def _fold(self, F, x, y):
        B, C, H, W = x.shape
        return y.reshape((B, -1, H * W))

    def hybrid_forward(self, F, x):
        pair = (x, F.space_to_depth(x, 2))
        return self._fold(F, *pair)
