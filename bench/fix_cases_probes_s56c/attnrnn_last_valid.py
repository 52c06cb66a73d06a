"""The last valid step of a padded LSTM output: lengths made integral, then `h[F.arange(B), idx]` with B from `h.shape[0]` and idx the lengths minus one (advanced indexing with two tensors)."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(4, layout='NTC', input_size=3)
            self.fc = nn.Dense(2, in_units=4)

    def hybrid_forward(self, F, x, lengths):
        h = self.lstm(x)
        idx = F.floor(F.abs(lengths) * h.shape[1])
        last = h[F.arange(h.shape[0]), idx]
        return self.fc(last)
