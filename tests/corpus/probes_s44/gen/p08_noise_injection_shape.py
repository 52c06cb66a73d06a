"""Noise injection that sizes its noise from `x.shape` (one noise map per sample)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, strength):
        y = self.conv(x)
        batch, _, height, width = y.shape
        noise = F.random.normal(shape=(batch, 1, height, width))
        return F.LeakyReLU(y + F.broadcast_mul(noise, strength), slope=0.2)
