"""ESIM composition layer: a bidirectional `rnn.LSTM(layout='NTC')` over the enhanced premise, projections with Dense(flatten=False), and max pooling over time; the hidden state is created by the layer itself (no explicit begin state)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6), (2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, hidden=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reduce = nn.Dense(hidden, flatten=False, activation="relu")
            self.lstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True)
            self.out = nn.Dense(classes)

    def hybrid_forward(self, F, a, b):
        e = F.batch_dot(a, b, transpose_b=True)
        a_tilde = F.batch_dot(F.softmax(e, axis=-1), b)
        m = self.reduce(F.concat(a, a_tilde, a - a_tilde, a * a_tilde, dim=2))
        v = self.lstm(m)
        return self.out(F.max(v, axis=1))
