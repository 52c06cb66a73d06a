"""Informer positional embedding from a long (1, max_len, C) constant cut to the configured window by the legacy subscript `pe[:, :self._seq_len]`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


def sinusoid(length, units):
    pos = np.arange(length)[:, None]
    div = np.exp(np.arange(0, units, 2) * (-np.log(10000.0) / units))
    pe = np.zeros((length, units), dtype="float32")
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe[None]


class SlicedPositional(HybridBlock):
    def __init__(self, c_in=3, d_model=8, seq_len=6, max_len=32, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        with self.name_scope():
            self.token = nn.Dense(d_model, flatten=False, in_units=c_in)
            self.pe = self.params.get_constant("pe", sinusoid(max_len, d_model))

    def hybrid_forward(self, F, x, pe):
        return F.broadcast_add(self.token(x), pe[:, :self._seq_len])


Net = SlicedPositional
