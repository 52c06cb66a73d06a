"""DeepVAR lags gathered in one op: the positions `H - lag - T + t` for every lag and step built with numpy in `__init__` as a constant, `F.take(past, idx, axis=1)` -> (N, len(lags) * T, D), reshaped by codes `(0, -4, len(lags), -1, -2)` and transposed to (N, T, lags, D), flattened `(0, 0, -3)`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 3)]


class TakeLags(HybridBlock):
    def __init__(self, history=9, length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self._n = len(lags_seq)
        idx = np.array([history - lag - length + t for lag in lags_seq for t in range(length)], dtype="float32")
        with self.name_scope():
            self.idx = self.params.get_constant("idx", idx)

    def hybrid_forward(self, F, past, idx):
        lagged = F.take(past, idx, axis=1).reshape((0, -4, self._n, -1, -2))
        return lagged.transpose((0, 2, 1, 3)).reshape((0, 0, -3))


Net = TakeLags
