"""A recurrent cell's first state made on the input's device from its sizes:
`h = F.zeros((x.shape[0], self.hidden), ctx=x.context)`, then one step of a GRU-like update.
Pattern: begin-state construction in hand-written Gluon RNN cells; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = 4
        with self.name_scope():
            self.i2h = nn.Dense(self.hidden, in_units=3)
            self.h2h = nn.Dense(self.hidden, in_units=4)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.hidden), ctx=x.context)
        z = F.sigmoid(self.i2h(x) + self.h2h(h))
        return z * F.tanh(self.i2h(x)) + (1 - z) * h
