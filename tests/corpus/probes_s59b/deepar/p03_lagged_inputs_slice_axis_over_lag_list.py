"""Lagged inputs in the GluonTS way: for each lag of a python list the window `slice_axis(begin=max_lag - lag, end=T - lag)` with the context length fixed in `__init__`, stacked on a new last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 14)]


class LaggedFeatures(HybridBlock):
    def __init__(self, lags=(1, 2, 4), history=14, **kwargs):
        super().__init__(**kwargs)
        self.lags = list(lags)
        self.history = history
        self.max_lag = max(self.lags)
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False)

    def hybrid_forward(self, F, past):
        lagged = [
            F.slice_axis(past, axis=1, begin=self.max_lag - lag, end=self.history - lag)
            for lag in self.lags
        ]
        feats = F.stack(*lagged, axis=-1)
        return self.proj(feats)


Net = LaggedFeatures
