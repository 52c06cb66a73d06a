"""GRU4Rec over several clicks of each parallel session: the embedded clicks (N, T, E), the hidden
state from `F.zeros((x.shape[0], self.hidden))`, reset per step by `starts[:, t]` with a plain
`*`, a GRU cell stepped over `range(x.shape[1])`, the last output scored."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 4, 2), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, items=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=2)
            self.out = nn.Dense(items, in_units=hidden)

    def hybrid_forward(self, F, x, starts):
        h = F.zeros((x.shape[0], self.hidden))
        out = h
        for t in range(x.shape[1]):
            keep = (starts[:, t] <= 0).expand_dims(1)
            h = h * keep
            out, [h] = self.cell(x[:, t, :], [h])
        return self.out(out)
