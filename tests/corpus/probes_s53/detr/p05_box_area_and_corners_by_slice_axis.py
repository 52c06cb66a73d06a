"""Box areas and corners by `slice_axis` on the last axis with python begin/end pairs, boxes clipped to the unit square."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class BoxArea(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h):
        b = F.sigmoid(self.box(h))
        lo = F.slice_axis(b, axis=-1, begin=0, end=2) - 0.5 * F.slice_axis(b, axis=-1, begin=2, end=4)
        hi = lo + F.slice_axis(b, axis=-1, begin=2, end=4)
        wh = F.clip(hi, 0, 1) - F.clip(lo, 0, 1)
        area = F.prod(wh, axis=-1)
        return F.concat(F.clip(lo, 0, 1), F.clip(hi, 0, 1), dim=-1), area


Net = BoxArea
