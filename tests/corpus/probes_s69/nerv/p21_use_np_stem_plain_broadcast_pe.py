"""Numpy-mode NeRV stem (`@use_np` on a `hybrid_forward`): the (B, 1) frame index times the (L,)
frequency constant by a plain `*` (numpy broadcasting, legal on numpy-mode symbols), sin/cos by
`np.concatenate`, an MLP and a numpy reshape to (-1, C, h, w) with the sizes from the constructor."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 1)]


@use_np
class NumpyNeRVStem(HybridBlock):
    def __init__(self, levels=6, base=1.25, channels=4, fmap=(2, 3), **kwargs):
        super().__init__(**kwargs)
        self.shape = (-1, channels) + tuple(fmap)
        with self.name_scope():
            self.freqs = self.params.get_constant("freqs", (base ** onp.arange(levels) * onp.pi).astype("float32"))
            self.fc1 = nn.Dense(16, activation="relu", in_units=2 * levels)
            self.fc2 = nn.Dense(channels * fmap[0] * fmap[1], in_units=16)

    def hybrid_forward(self, F, t, freqs):
        ang = t * freqs
        pe = F.np.concatenate([F.np.sin(ang), F.np.cos(ang)], axis=-1)
        return self.fc2(self.fc1(pe)).reshape(self.shape)


Net = NumpyNeRVStem
