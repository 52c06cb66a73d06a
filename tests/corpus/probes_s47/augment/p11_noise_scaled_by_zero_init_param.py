"""Learned-strength noise augmentation: Gaussian noise from `F.random.normal_like` scaled by a per-channel strength Parameter (initialised to zero), reshaped (1, C, 1, 1) and applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class NoiseAugment(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.strength = self.params.get("strength", shape=(channels,), init="zeros")
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, strength):
        noise = F.broadcast_mul(F.random.normal_like(x), strength.reshape((1, -1, 1, 1)))
        return self.body(x + noise)


class Net(NoiseAugment):
    pass
