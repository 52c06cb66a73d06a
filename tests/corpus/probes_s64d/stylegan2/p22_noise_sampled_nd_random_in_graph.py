"""StyleGAN2 noise injection drawing the noise inside `hybrid_forward` with `nd.random.normal(shape=(batch, 1, H, W))` (sizes from the constructor) instead of taking it as an input or using `F.random`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NdNoiseInjection(HybridBlock):
    def __init__(self, channels=4, batch=2, size=6, **kwargs):
        super().__init__(**kwargs)
        self._shape = (batch, 1, size, size)
        with self.name_scope():
            self.strength = self.params.get("strength", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, strength):
        noise = nd.random.normal(shape=self._shape)
        return F.broadcast_add(x, F.broadcast_mul(noise, strength))


Net = NdNoiseInjection
