"""A name rebound in a while loop that runs once."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, levels=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.levels = levels

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        t = x
        i = 0
        while i < self.levels:
            t = F.space_to_depth(t, 2)
            i += 1
        return t.reshape((B, -1, H * W))
