"""LSTM cell written out: the recurrent projection added to the input projection in place, gates sliced."""
from mxnet.gluon import nn


INPUTS = [(3, 6), (3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, input_size=6, hidden=4, forget_bias=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        self._forget_bias = forget_bias
        with self.name_scope():
            self.i2h = nn.Dense(4 * hidden, in_units=input_size)
            self.h2h = nn.Dense(4 * hidden, in_units=hidden)

    def hybrid_forward(self, F, x, h, c):
        gates = self.i2h(x)
        gates += self.h2h(h)
        i, f, g, o = F.split(gates, num_outputs=4, axis=1)
        c = F.sigmoid(f + self._forget_bias) * c + F.sigmoid(i) * F.tanh(g)
        h = F.sigmoid(o) * F.tanh(c)
        return F.concat(h, c, dim=1)
