"""BigGAN truncation trick inside the generator: latents beyond the threshold replaced by `F.where(F.abs(z) > t, F.clip(z, -t, t) * 0.5, z)` -- a comparison that looks like a tensor `if` but is elementwise."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TruncatedLatent(HybridBlock):
    def __init__(self, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self._t = threshold
        with self.name_scope():
            self.linear = nn.Dense(12, in_units=8)

    def hybrid_forward(self, F, z):
        z = F.where(F.abs(z) > self._t, F.clip(z, -self._t, self._t) * 0.5, z)
        return self.linear(z).reshape((0, 3, 2, 2))


Net = TruncatedLatent
