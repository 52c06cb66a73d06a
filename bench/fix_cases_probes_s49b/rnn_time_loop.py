"""Vanilla RNN over every frame of the input: the loop runs over the sequence length read from the input."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        with self.name_scope():
            self.cell = nn.Dense(hidden, in_units=3 + hidden, activation='tanh')

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self._hidden))
        for t in range(x.shape[1]):
            h = self.cell(F.concat(x[:, t], h, dim=1))
        return h
