"""DeepVAR lags sliced with the history length read from the input, `H = past.shape[1]`, as the PyTorch port of `get_lagged_subsequences`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 3)]


class ShapeLags(HybridBlock):
    def __init__(self, length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self._t, self._lags = length, lags_seq

    def hybrid_forward(self, F, past):
        H = past.shape[1]
        return F.concat(*[F.slice_axis(past, axis=1, begin=H - lag - self._t, end=H - lag)
                          for lag in self._lags], dim=2)


Net = ShapeLags
