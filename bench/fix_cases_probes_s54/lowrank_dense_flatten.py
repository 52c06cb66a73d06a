"""Factorized dense layer W = U V applied to a (N, T, D) sequence: flattened to rows by the last axis of the input's shape, multiplied by the two factors, and reshaped back with the leading shape."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, units=5, rank=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.U = self.params.get('U', shape=(in_units, rank))
            self.V = self.params.get('V', shape=(rank, units))

    def hybrid_forward(self, F, x, U, V):
        rows = x.reshape((-1, x.shape[-1]))
        out = F.dot(F.dot(rows, U), V)
        return out.reshape(x.shape[:-1] + (-1,))
