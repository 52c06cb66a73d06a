"""TimeSformer variants by subclassing: the base block's `time_mix(self, F, xt)` averages each patch over
its frames (`mean(axis=1, keepdims=True)` broadcast back by `broadcast_like`), the subclass overrides it
with attention over the frames; the shared `hybrid_forward` regroups (B, T*N, C) by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class TimeMixBase(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def time_mix(self, F, xt):
        return F.broadcast_like(xt.mean(axis=1, keepdims=True), xt)

    def hybrid_forward(self, F, x):
        tokens = F.slice_axis(x, axis=1, begin=1, end=None)
        xt = tokens.reshape((0, self._t, self._n, -1)).transpose((0, 2, 1, 3)).reshape((-3, self._t, -1))
        out = self.proj(self.time_mix(F, xt))
        return out.reshape((-4, -1, self._n, self._t, 0)).transpose((0, 2, 1, 3)).reshape((0, -3, 0))


class AttentionTimeMix(TimeMixBase):
    def time_mix(self, F, xt):
        attn = F.softmax(F.batch_dot(xt, xt, transpose_b=True), axis=-1)
        return F.batch_dot(attn, xt)


Net = AttentionTimeMix
