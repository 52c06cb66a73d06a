"""Dialogue history encoder: a tanh recurrence over the turns in a loop over `x.shape[1]`, the state started from zeros of (batch, hidden), every turn's state kept and the last one classified per slot."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.wx = nn.Dense(hidden, in_units=5)
            self.wh = nn.Dense(hidden, in_units=hidden, use_bias=False)
            self.slot = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.hidden))
        states = []
        for t in range(x.shape[1]):
            h = F.tanh(self.wx(x[:, t]) + self.wh(h))
            states.append(h)
        return F.stack(*states, axis=1), self.slot(states[-1])
