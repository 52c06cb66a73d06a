"""StyleGAN-style noise injection: per-pixel noise drawn with `random.normal_like` of a one-channel slice, scaled by a learned per-channel strength that starts at zero."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NoiseInjection(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init=init.Zero())

    def hybrid_forward(self, F, x, strength):
        # one noise image per sample, shared by every channel
        noise = F.random.normal_like(F.slice_axis(x, axis=1, begin=0, end=1))
        return x + F.broadcast_mul(noise, strength)


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=4)
            self.noise = NoiseInjection(channels)

    def hybrid_forward(self, F, x):
        return F.LeakyReLU(self.noise(self.conv(x)), slope=0.2)
