"""Autoformer roll helper wrapping negative shifts with the series length read from the tensor: `length = x.shape[1]` inside a module-level `roll(F, x, shift)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


def roll(F, x, shift):
    length = x.shape[1]
    shift = shift % length
    return F.concat(F.slice_axis(x, axis=1, begin=shift, end=None),
                    F.slice_axis(x, axis=1, begin=0, end=shift), dim=1)


class ShapeRollCorrelation(HybridBlock):
    def __init__(self, units=4, lags=(-1, 2), **kwargs):
        super().__init__(**kwargs)
        self._lags = lags
        with self.name_scope():
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        v = self.v(x)
        return F.add_n(*[roll(F, v, lag) for lag in self._lags])


Net = ShapeRollCorrelation
