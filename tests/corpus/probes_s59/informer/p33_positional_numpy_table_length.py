"""Informer positional encoding from a numpy table built in `__init__`: its python length `self._table.shape[0]` bounds the `slice_axis` of the constant in `hybrid_forward`, scaled by `math.sqrt` of the width."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class TablePositional(HybridBlock):
    def __init__(self, c_in=3, d_model=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        self._width = d_model
        pos = np.arange(16)[:, None]
        self._table = np.sin(pos / np.power(10000.0, np.arange(d_model)[None] / d_model)).astype("float32")
        with self.name_scope():
            self.token = nn.Dense(d_model, flatten=False, in_units=c_in)
            self.pe = self.params.get_constant("pe", self._table)

    def hybrid_forward(self, F, x, pe):
        end = min(self._seq_len, self._table.shape[0])
        pos = F.slice_axis(pe, axis=0, begin=0, end=end).expand_dims(axis=0)
        return F.broadcast_add(self.token(x) * math.sqrt(self._width), pos)


Net = TablePositional
