"""Deformable attention value projection with padding mask: `F.where` over a mask broadcast by `broadcast_like`, levels walked with `enumerate(self._shapes)` and `sum(h * w for ...)` in python, each level pooled by `slice_axis` and weighted by a python level scale."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 20, 4), (2, 20)]


class MaskedLevels(HybridBlock):
    def __init__(self, spatial_shapes=((4, 4), (2, 2)), **kwargs):
        super().__init__(**kwargs)
        self._shapes = list(spatial_shapes)
        with self.name_scope():
            self.value_proj = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, value, padding):
        v = self.value_proj(value)
        pad = F.broadcast_like(F.expand_dims(padding > 0.5, axis=2), v)
        v = F.where(pad, F.zeros_like(v), v)
        total = sum(h * w for h, w in self._shapes)
        pooled, start = [], 0
        for lvl, (h, w) in enumerate(self._shapes):
            level = F.slice_axis(v, axis=1, begin=start, end=start + h * w)
            pooled.append(F.mean(level, axis=1) * (h * w / total) * (lvl + 1))
            start += h * w
        return F.add_n(*pooled)


Net = MaskedLevels
