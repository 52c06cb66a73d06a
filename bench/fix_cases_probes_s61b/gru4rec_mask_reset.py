"""GRU4Rec's session-parallel step: the hidden state of sessions that just started zeroed by
`hidden * (1 - reset).reshape((-1, 1))` with a plain `*` of (N, H) and (N, 1), then one GRU cell
step over the item embedding and a score per item."""
from mxnet.gluon import nn, rnn


INPUTS = [(4, 3), (4, 5), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=5, items=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)
            self.out = nn.Dense(items, in_units=hidden)

    def hybrid_forward(self, F, emb, hidden, starts):
        reset = starts > 0
        hidden = hidden * (1 - reset).reshape((-1, 1))
        out, [hidden] = self.cell(emb, [hidden])
        return F.tanh(self.out(out)), hidden
