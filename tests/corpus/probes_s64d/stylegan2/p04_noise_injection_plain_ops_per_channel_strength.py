"""StyleGAN2 noise injection as the PyTorch original writes it, `image + self.weight * noise`: the per-channel strength Parameter (1, C, 1, 1) times the (B, 1, H, W) noise by a plain `*`, added by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 1, 6, 6)]


class PlainNoiseInjection(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init="ones")

    def hybrid_forward(self, F, x, noise, strength):
        return F.LeakyReLU(self.conv(x) + strength * noise, slope=0.2)


Net = PlainNoiseInjection
