"""Autoformer decoder shifting the projected trend by the encoder mean taken without keepdims and expanded back: `trend + F.mean(x, axis=1).expand_dims(1)`, (N, L, C) against (N, 1, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class ShiftedTrend(HybridBlock):
    def __init__(self, units=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        trend = self.proj(x)
        return trend + F.mean(x, axis=1).expand_dims(1)


Net = ShiftedTrend
