"""Hypernetwork: a per-sample weight matrix generated from a task embedding, applied with a batched product."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, units=3, embed=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._in = in_units
        self._out = units
        with self.name_scope():
            self.hyper = nn.Dense(in_units * units, in_units=embed)

    def hybrid_forward(self, F, x, z):
        w = self.hyper(z).reshape((x.shape[0], self._out, self._in))
        y = F.batch_dot(w, x.expand_dims(2))
        return F.tanh(y.reshape((x.shape[0], self._out)))
