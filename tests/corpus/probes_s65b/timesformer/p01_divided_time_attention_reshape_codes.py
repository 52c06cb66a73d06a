"""TimeSformer divided attention, the time half: tokens (B, T*N+1, C) without the CLS token
(`slice_axis(begin=1)`) regrouped by reshape codes `(0, T, N, C) -> transpose -> (-3, T, C)` so that each
patch attends over its T frames, a single-head attention helper `_attend(F, q, k, v)`, then the
inverse regrouping and the CLS token concatenated back. T and N come from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class TimeAttention(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n, self._scale = frames, patches, dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)

    def _attend(self, F, q, k, v):
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(attn, v)

    def hybrid_forward(self, F, x):
        cls = F.slice_axis(x, axis=1, begin=0, end=1)
        tokens = F.slice_axis(x, axis=1, begin=1, end=None)
        xt = tokens.reshape((0, self._t, self._n, -1)).transpose((0, 2, 1, 3)).reshape((-3, self._t, -1))
        q, k, v = F.split(self.qkv(xt), num_outputs=3, axis=-1)
        out = self._attend(F, q, k, v)
        out = out.reshape((-4, -1, self._n, self._t, 0)).transpose((0, 2, 1, 3)).reshape((0, -3, 0))
        return F.concat(cls, tokens + out, dim=1)


Net = TimeAttention
