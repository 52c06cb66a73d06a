"""Whisper decoder block written with helpers: a module function without F adds positions by tensor methods and a plain `+` of equal shapes (`x + pos.slice_axis(axis=0, begin=0, end=n).expand_dims(0).broadcast_like(x)`, `n` a constructor size); the key/value cache travels as a dict `{"k": ..., "v": ...}` unpacked into a method by `**cache`, which concatenates along time and attends by `batch_dot`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def add_positions(x, pos, n):
    return x + pos.slice_axis(axis=0, begin=0, end=n).expand_dims(0).broadcast_like(x)


INPUTS = [(2, 2, 8), (2, 4, 8), (2, 4, 8)]


class HelperDecoder(HybridBlock):
    def __init__(self, d=8, n_ctx=10, offset=4, steps=2, **kwargs):
        super(HelperDecoder, self).__init__(**kwargs)
        self._t = steps
        t = np.arange(n_ctx)[:, None] / np.power(100.0, np.arange(d)[None, :] / d)
        with self.name_scope():
            self.pos = self.params.get_constant("pos", np.cos(t).astype("float32"))
            self.q = nn.Dense(d, in_units=d, flatten=False)
            self.kv = nn.Dense(2 * d, in_units=d, flatten=False)

    def attend(self, F, x, k=None, v=None):
        nk, nv = F.split(self.kv(x), num_outputs=2, axis=-1)
        k = F.concat(k, nk, dim=1)
        v = F.concat(v, nv, dim=1)
        w = F.softmax(F.batch_dot(self.q(x), k, transpose_b=True), axis=-1)
        return F.batch_dot(w, v), {"k": k, "v": v}

    def hybrid_forward(self, F, x, k_cache, v_cache, pos):
        cache = {"k": k_cache, "v": v_cache}
        h = add_positions(x, pos, self._t)
        out, cache = self.attend(F, h, **cache)
        return out, cache["k"], cache["v"]


Net = HelperDecoder
