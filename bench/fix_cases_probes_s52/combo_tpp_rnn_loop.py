"""RMTPP: a recurrent cell reads each event's time gap in turn, and the per-step log-likelihoods are accumulated in a python loop."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=1)
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, t):
        gaps = F.abs(t[:, 1:] - t[:, :-1])
        h = F.zeros((t.shape[0], self._hidden))
        ll = 0
        for i in range(t.shape[1] - 1):
            g = gaps[:, i:i + 1]
            o, [h] = self.cell(g, [h])
            ll = ll + (self.out(o) - g).reshape((-1,))
        return ll
