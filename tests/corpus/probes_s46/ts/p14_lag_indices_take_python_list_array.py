"""Lag features gathered by `F.take` with the lag positions turned into an array by `F.array(python_list)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 14)]


class Net(HybridBlock):
    def __init__(self, lags=(1, 2, 4, 7), history=14, **kwargs):
        super().__init__(**kwargs)
        self._positions = [history - lag for lag in lags]
        with self.name_scope():
            self.proj = nn.Dense(3, in_units=len(lags))

    def hybrid_forward(self, F, past_target):
        lagged = F.take(past_target, F.array(self._positions), axis=1)
        return self.proj(lagged)
