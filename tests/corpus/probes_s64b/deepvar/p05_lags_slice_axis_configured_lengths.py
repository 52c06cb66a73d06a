"""DeepVAR lagged inputs: for each lag of the configured `lags_seq`, the past target (N, H, D) sliced by `F.slice_axis(past, axis=1, begin=H - lag - T, end=H - lag)` with the history and prediction lengths from the constructor, the lags concatenated on the last axis into (N, T, D * len(lags))."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 3)]


class LaggedInputs(HybridBlock):
    def __init__(self, history=9, length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self._h, self._t, self._lags = history, length, lags_seq

    def hybrid_forward(self, F, past):
        lagged = [F.slice_axis(past, axis=1, begin=self._h - lag - self._t, end=self._h - lag)
                  for lag in self._lags]
        return F.concat(*lagged, dim=2)


Net = LaggedInputs
