"""Lagged inputs taken by subscripts `past[:, self.max_lag - lag:-lag]` for each lag, the NDArray habit carried into `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 14)]


class LaggedFeatures(HybridBlock):
    def __init__(self, lags=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.lags = list(lags)
        self.max_lag = max(self.lags)
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False)

    def hybrid_forward(self, F, past):
        lagged = [past[:, self.max_lag - lag:-lag] for lag in self.lags]
        return self.proj(F.stack(*lagged, axis=-1))


Net = LaggedFeatures
