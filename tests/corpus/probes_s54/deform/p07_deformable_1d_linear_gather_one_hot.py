"""Deformable 1-D temporal sampling: fractional positions `arange + offset` clipped to the python length, the two neighbours gathered by `one_hot` masks of the floor and ceiling, linearly blended."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7)]


class DeformableTemporalSample(HybridBlock):
    def __init__(self, length=7, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.offset = nn.Dense(length, in_units=length)

    def gather(self, F, x, idx):
        return F.sum(F.broadcast_mul(x.expand_dims(1), F.one_hot(idx, self.length)), axis=2)

    def hybrid_forward(self, F, x):
        base = F.arange(self.length).reshape((1, -1))
        pos = F.clip(F.broadcast_add(F.tanh(self.offset(x)), base), 0, self.length - 1)
        lo = F.floor(pos)
        hi = F.minimum(lo + 1, self.length - 1)
        frac = pos - lo
        return self.gather(F, x, lo) * (1 - frac) + self.gather(F, x, hi) * frac


Net = DeformableTemporalSample
