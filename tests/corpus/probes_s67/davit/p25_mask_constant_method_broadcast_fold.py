"""Shifted-window attention with the (nW, N, N) mask built by numpy in `__init__` and held by
`params.get_constant`; a method adds it by `F.broadcast_add` after unfolding the scores with
`reshape((-4, -1, nW, -2))` and folds them back with `reshape((-3, -2))`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 4, 8)]


class MaskedWindows(HybridBlock):
    def __init__(self, dim=8, n_windows=4, n=4, **kwargs):
        super().__init__(**kwargs)
        self.n_windows = n_windows
        self.scale = dim ** -0.5
        mask = np.zeros((n_windows, n, n), "float32")
        mask[1:, :, n // 2:] = -100.0
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.attn_mask = self.params.get_constant("attn_mask", mask)

    def _masked(self, F, scores, attn_mask):
        s = scores.reshape((-4, -1, self.n_windows, -2))
        return F.broadcast_add(s, attn_mask.expand_dims(0)).reshape((-3, -2))

    def hybrid_forward(self, F, x, attn_mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = self._masked(F, F.batch_dot(q, k, transpose_b=True) * self.scale, attn_mask)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = MaskedWindows
