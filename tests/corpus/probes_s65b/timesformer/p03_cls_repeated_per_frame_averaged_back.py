"""TimeSformer space attention: the CLS token (B, 1, C) repeated per frame by `F.repeat(axis=1)` and
folded to (B*T, 1, C) by `reshape((-3, 0)).expand_dims(1)`, concatenated with each frame's N patches (B*T, N, C) for attention over space,
then the per-frame CLS outputs unfolded to (B, T, C) and averaged back by `mean(axis=1, keepdims=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class SpaceAttentionClsAverage(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        cls = F.slice_axis(x, axis=1, begin=0, end=1)
        tokens = F.slice_axis(x, axis=1, begin=1, end=None).reshape((-1, self._n, 0))
        cls_frames = F.repeat(cls, repeats=self._t, axis=1).reshape((-3, 0)).expand_dims(1)
        xs = F.concat(cls_frames, tokens, dim=1)
        attn = F.softmax(F.batch_dot(xs, xs, transpose_b=True), axis=-1)
        out = self.proj(F.batch_dot(attn, xs))
        cls_out = F.slice_axis(out, axis=1, begin=0, end=1).reshape((-1, self._t, 0)).mean(axis=1, keepdims=True)
        patches = F.slice_axis(out, axis=1, begin=1, end=None).reshape((-1, self._t * self._n, 0))
        return F.concat(cls_out, patches, dim=1)


Net = SpaceAttentionClsAverage
