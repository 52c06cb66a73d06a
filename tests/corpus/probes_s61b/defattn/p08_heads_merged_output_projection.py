"""Deformable attention output: per-head sampled values (N, H, Lq, L * P, Dh) and weights (N, H, Lq, L * P) folded to three axes by right-to-left reshape codes (`reshape((-1, 0, 0), reverse=True)`), weighted by `batch_dot`, restored with `reshape_like` a `slice_axis` of the input, heads moved by `transpose` and merged with `(0, 0, -3)`, projected by a Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 3, 4, 4), (2, 2, 3, 4)]


class HeadMerge(HybridBlock):
    def __init__(self, n_heads=2, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._h = n_heads
        with self.name_scope():
            self.output_proj = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, sampled, attn):
        v = sampled.reshape((-1, 0, 0), reverse=True)
        a = F.softmax(attn, axis=-1).reshape((-1, 1, 0), reverse=True)
        out = F.batch_dot(a, v)
        out = F.reshape_like(out, F.slice_axis(sampled, axis=3, begin=0, end=1)).reshape((0, 0, 0, -3))
        out = F.transpose(out, axes=(0, 2, 1, 3)).reshape((0, 0, -3))
        return self.output_proj(out)


Net = HeadMerge
