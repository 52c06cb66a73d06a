"""Structured channel pruning that applies the (1, C, 1, 1) filter mask to the conv output with a plain `*`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 5, 5)]


class ChannelPrunedConv(HybridBlock):
    def __init__(self, in_channels=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, 3, 3), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        norms = F.norm(weight, axis=(1, 2, 3))
        mask = F.broadcast_greater_equal(norms, F.mean(norms, keepdims=True))
        y = F.Convolution(x, weight, kernel=(3, 3), pad=(1, 1), num_filter=self.channels, no_bias=True)
        return y * mask.reshape((1, -1, 1, 1))


Net = ChannelPrunedConv
