"""Glow squeeze (space to channels by two) followed by an invertible 1x1 convolution and its log-det."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Conv2D(channels * 4, 1, use_bias=False, in_channels=channels * 4)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        x = x.reshape((b, c, h // 2, 2, w // 2, 2))
        x = x.transpose((0, 1, 3, 5, 2, 4)).reshape((b, c * 4, h // 2, w // 2))
        y = self.mix(x)
        logdet = F.sum(F.log(F.abs(y) + 1.0), axis=(1, 2, 3))
        return y, logdet
