"""StyleGAN2 noise injection: a (B, 1, H, W) noise input scaled by a learned per-channel strength Parameter (1, C, 1, 1) by `F.broadcast_mul` and added to the (B, C, H, W) activations by `F.broadcast_add`, then leaky ReLU with the sqrt(2) gain."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 1, 6, 6)]


class NoiseInjection(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init="ones")

    def hybrid_forward(self, F, x, noise, strength):
        y = F.broadcast_add(self.conv(x), F.broadcast_mul(noise, strength))
        return F.LeakyReLU(y, slope=0.2) * (2 ** 0.5)


Net = NoiseInjection
