"""An initial state made from a one-unit Dense broadcast to the hidden size (`broadcast_to`), times a
same-shaped gate: (N, hidden) on both sides when the cell gets it."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.init = nn.Dense(1)
            self.gate = nn.Dense(hidden)
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x):
        h0 = F.broadcast_to(self.init(x), shape=(0, self.hidden)) * F.sigmoid(self.gate(x))
        out, [h] = self.cell(x, [h0])
        return out
