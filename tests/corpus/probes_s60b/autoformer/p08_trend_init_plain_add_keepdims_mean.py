"""Autoformer decoder adding the encoder mean to the seasonal init by plain `+`: `seasonal_init + F.mean(x, axis=1, keepdims=True)`, (N, L, C) against (N, 1, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class MeanShiftedInit(HybridBlock):
    def __init__(self, units=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        seasonal_init = self.proj(x)
        return seasonal_init + F.mean(x, axis=1, keepdims=True)


Net = MeanShiftedInit
