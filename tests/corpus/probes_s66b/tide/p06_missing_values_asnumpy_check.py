"""TiDE filling a lookback that holds NaNs, checked in a method `_fill_missing(F, y)` by
`np.isnan(y.asnumpy()).any()` before the encoder."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class AsnumpyFillTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(hidden, activation="relu")
            self.decoder = nn.Dense(horizon)

    def _fill_missing(self, F, y):
        if np.isnan(y.asnumpy()).any():
            return F.where(y == y, y, F.zeros_like(y))
        return y

    def hybrid_forward(self, F, y):
        return self.decoder(self.encoder(self._fill_missing(F, y)))


Net = AsnumpyFillTiDE
