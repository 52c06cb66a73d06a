"""A name rebound on the configured path only: `t` is x, (B, C, T), when reshaped."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels_last=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels_last = channels_last

    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        t = x.transpose((0, 2, 1))
        if not self.channels_last:
            t = x
        return t.reshape((B, T, C))
