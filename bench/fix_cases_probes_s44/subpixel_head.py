"""Sub-pixel upsampling head: a convolution widens the channels by r*r, a shuffle moves them into space."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, factor=2, in_channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._factor = factor
        with self.name_scope():
            self.expand = nn.Conv2D(channels * factor * factor, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        r = self._factor
        x = self.expand(x)
        n, c, h, w = x.shape
        x = x.reshape((n, c // (r * r), r, r, h, w))
        x = x.transpose((0, 1, 4, 2, 5, 3))
        return x.reshape((n, c // (r * r), h * r, w * r))
