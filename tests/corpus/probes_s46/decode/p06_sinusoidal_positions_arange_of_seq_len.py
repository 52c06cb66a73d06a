"""Sinusoidal positions from `F.arange(x.shape[1])`, the sequence length read off the input."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self._units = units

    def hybrid_forward(self, F, x):
        seq_len = x.shape[1]
        pos = F.arange(seq_len).reshape((-1, 1))
        dim = F.arange(0, self._units, 2).reshape((1, -1))
        angle = F.broadcast_div(pos, F.power(10000.0, dim / self._units))
        table = F.concat(F.sin(angle), F.cos(angle), dim=1).expand_dims(axis=0)
        return F.broadcast_add(x, table)
