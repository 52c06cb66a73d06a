"""Noise injection that draws its noise with `F.random.normal(shape=(n, 1, h, w))`, the sizes read from `x.shape`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=4)
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init=init.Zero())

    def hybrid_forward(self, F, x, strength):
        x = self.conv(x)
        n, _, h, w = x.shape
        noise = F.random.normal(shape=(n, 1, h, w))
        return F.LeakyReLU(x + F.broadcast_mul(noise, strength), slope=0.2)
