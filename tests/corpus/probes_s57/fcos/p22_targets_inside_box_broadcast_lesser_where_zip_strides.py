"""FCOS assignment per level, zipped with python strides and size ranges: a location is positive when `min(ltrb) > 0` and `max(ltrb)` lies in the level's range (`broadcast_greater`/`broadcast_lesser_equal` against python scalars by `ones_like`), the regression targets normalised by the stride and gated by `F.where`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class FCOSTargets(HybridBlock):
    def __init__(self, strides=(8, 16), ranges=((0, 64), (64, 1e8)), **kwargs):
        super().__init__(**kwargs)
        self.strides, self.ranges = strides, ranges

    def hybrid_forward(self, F, ltrb3, ltrb4):
        outs = []
        for ltrb, stride, (lo, hi) in zip((ltrb3, ltrb4), self.strides, self.ranges):
            ltrb = ltrb * 100.0
            inside = F.min(ltrb, axis=1, keepdims=True) > 0
            m = F.max(ltrb, axis=1, keepdims=True)
            in_range = F.broadcast_greater(m, F.ones_like(m) * lo) * F.broadcast_lesser_equal(m, F.ones_like(m) * hi)
            pos = inside * in_range
            target = F.where(F.broadcast_like(pos, ltrb) > 0, ltrb / stride, F.zeros_like(ltrb))
            outs.append(target.reshape((0, 0, -1)))
        return F.concat(*outs, dim=2)


Net = FCOSTargets
