"""Sinusoidal positional encoding computed for the input's length and added to the embeddings."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 7, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units

    def hybrid_forward(self, F, x):
        pos = F.arange(x.shape[1]).reshape((-1, 1))
        freq = F.exp(F.arange(0, self._units, 2) * (-math.log(10000.0) / self._units))
        angle = F.broadcast_mul(pos, freq.reshape((1, -1)))
        pe = F.concat(F.sin(angle), F.cos(angle), dim=1)
        return F.broadcast_add(x * math.sqrt(self._units), pe.expand_dims(0))
