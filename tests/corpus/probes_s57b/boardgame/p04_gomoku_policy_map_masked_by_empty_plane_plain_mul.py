"""Fully convolutional Gomoku policy: the 2-channel policy map times the 1-channel empty-square plane sliced from the input, by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class ConvPolicy(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(ConvPolicy, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=4, activation="relu")
            self.policy = nn.Conv2D(2, 1, in_channels=channels)

    def hybrid_forward(self, F, planes):
        empty = F.slice_axis(planes, axis=1, begin=3, end=4) > 0
        logits = self.policy(self.body(planes))
        masked = logits * empty - 1e4 * (1 - empty)
        return F.softmax(masked.reshape((0, -1)))


Net = ConvPolicy
