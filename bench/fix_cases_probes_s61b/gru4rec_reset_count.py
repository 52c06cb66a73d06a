"""GRU4Rec's reset written on the host: the number of sessions that start now counted by
`int(starts.sum().asscalar())`, and only when some do, the hidden state multiplied by `1 - starts`
broadcast over the hidden size, then the item embedding looked up from ids computed from the input."""
from mxnet.gluon import nn, rnn


INPUTS = [(4,), (4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, items=6, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.items = items
        with self.name_scope():
            self.embed = nn.Embedding(items, 2)
            self.cell = rnn.GRUCell(hidden, input_size=2)

    def hybrid_forward(self, F, x, hidden, s):
        starts = s > 0
        n_new = int(starts.sum().asscalar())
        if n_new > 0:
            hidden = F.broadcast_mul(hidden, (1 - starts).expand_dims(1))
        ids = F.floor((x + 1) * (self.items - 1) / 2)
        out, [hidden] = self.cell(self.embed(ids), [hidden])
        return out, hidden
