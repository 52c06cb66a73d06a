"""A name rebound in a loop over a configured list."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.blocks = [2]

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        t = x
        for s in self.blocks:
            t = F.space_to_depth(t, s)
        return t.reshape((B, -1, H * W))
