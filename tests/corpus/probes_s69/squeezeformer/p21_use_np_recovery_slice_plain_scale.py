"""Numpy-mode Squeezeformer recovery (`@use_np` on a `hybrid_forward`): the reduced sequence repeated twice
by `np.repeat`, cut to the constructor's length by the basic slice `up[:, :length]`, added to the skip, and
the scaled post-LN `x * scale + bias` with (C,) Parameters by plain operators (numpy broadcasting, legal
on numpy-mode symbols)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 6), (2, 7, 6)]


@use_np
class NumpyRecovery(HybridBlock):
    def __init__(self, dim=6, length=7, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(dim,), init="ones")
            self.bias = self.params.get("bias", shape=(dim,), init="zeros")
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x, skip, scale, bias):
        up = F.np.repeat(self.proj(x), 2, axis=1)[:, :self.length] + skip
        return self.norm(up + self.proj(up * scale + bias))


Net = NumpyRecovery
