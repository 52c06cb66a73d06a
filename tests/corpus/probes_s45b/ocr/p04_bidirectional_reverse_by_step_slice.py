"""Bidirectional features whose backward pass reverses time with `seq[:, ::-1]` (legacy mode)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6)]


class Net(HybridBlock):
    def __init__(self, hidden=5, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fwd = rnn.GRU(hidden, layout="NTC", input_size=6)
            self.bwd = rnn.GRU(hidden, layout="NTC", input_size=6)
            self.out = nn.Dense(num_classes, flatten=False, in_units=2 * hidden)

    def hybrid_forward(self, F, seq):
        h_f = self.fwd(seq)
        h_b = self.bwd(seq[:, ::-1])[:, ::-1]
        return self.out(F.concat(h_f, h_b, dim=2))
