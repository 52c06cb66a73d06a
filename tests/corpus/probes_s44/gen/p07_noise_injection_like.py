"""StyleGAN noise injection: per-channel strength (zero at start) times noise shaped like the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NoiseInjection(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, strength):
        noise = F.random.normal_like(F.slice_axis(x, axis=1, begin=0, end=1))
        return x + F.broadcast_mul(noise, strength)


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.noise = NoiseInjection(channels)

    def hybrid_forward(self, F, x):
        return F.LeakyReLU(self.noise(self.conv(x)), slope=0.2)
