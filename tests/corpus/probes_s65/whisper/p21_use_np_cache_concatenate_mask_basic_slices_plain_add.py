"""Whisper decoder step in numpy mode (`@use_np`, `hybrid_forward` with `F.np`/`F.npx`): the cache joined by `F.np.concatenate([cache, k], axis=1)`, the causal mask cut by basic slices `mask[off:off + t, :off + t]` of python offsets, and added to the (N, T, S) scores by a plain `+` -- numpy broadcasting and basic slicing, both taken by a numpy Symbol."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 8), (2, 4, 8)]


@use_np
class NumpyCachedAttention(HybridBlock):
    def __init__(self, d=8, n_ctx=12, offset=4, steps=3, **kwargs):
        super().__init__(**kwargs)
        self._off, self._t, self._scale = offset, steps, d ** -0.5
        self.mask = self.params.get_constant("mask", np.triu(np.full((n_ctx, n_ctx), -1e9, dtype="float32"), k=1))
        self.q = nn.Dense(d, in_units=d, flatten=False)
        self.k = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, cache, mask):
        k = F.np.concatenate([cache, self.k(x)], axis=1)
        s = F.np.matmul(self.q(x), F.np.swapaxes(k, 1, 2)) * self._scale
        s = s + mask[self._off:self._off + self._t, :self._off + self._t]
        return F.np.matmul(F.npx.softmax(s, axis=-1), k)


Net = NumpyCachedAttention
