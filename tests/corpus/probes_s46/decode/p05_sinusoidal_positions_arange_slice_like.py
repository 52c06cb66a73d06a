"""Sinusoidal positional encoding built from `arange` of a python max length, cut to the input's length with `slice_like` and added by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def sinusoid_table(F, max_len, units):
    pos = F.arange(max_len).reshape((-1, 1))
    dim = F.arange(0, units, 2).reshape((1, -1))
    angle = F.broadcast_div(pos, F.power(10000.0, dim / units))
    return F.concat(F.sin(angle), F.cos(angle), dim=1)           # (max_len, units)


class PositionalEncoding(HybridBlock):
    def __init__(self, units=8, max_len=16, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        self._units, self._max_len = units, max_len
        with self.name_scope():
            self.drop = nn.Dropout(dropout)

    def hybrid_forward(self, F, x):
        table = sinusoid_table(F, self._max_len, self._units).expand_dims(axis=0)
        table = F.slice_like(table, x, axes=(1,))
        return self.drop(F.broadcast_add(x * (self._units ** 0.5), table))


class Net(PositionalEncoding):
    pass
