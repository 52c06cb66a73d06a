"""Bidirectional features from two LSTMs, the backward one fed `F.reverse(x, axis=1)` and its output reversed back, joined by `concat`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6)]


class BiEncoder(HybridBlock):
    def __init__(self, hidden=5, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fwd = rnn.LSTM(hidden, layout="NTC")
            self.bwd = rnn.LSTM(hidden, layout="NTC")
            self.out = nn.Dense(num_classes, flatten=False)

    def hybrid_forward(self, F, seq):
        h_f = self.fwd(seq)
        h_b = F.reverse(self.bwd(F.reverse(seq, axis=1)), axis=1)
        return self.out(F.concat(h_f, h_b, dim=2))


class Net(BiEncoder):
    pass
