"""LSTM + attention text classifier: scores masked past each valid length with a mask from an arange of the steps against the lengths, softmax over steps, and the context as `(att.expand_dims(2) * h).sum(axis=1)`."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 6, 4), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(5, layout='NTC', input_size=4)
            self.score = nn.Dense(1, in_units=5, flatten=False)
            self.out = nn.Dense(2, in_units=5)

    def hybrid_forward(self, F, x, lengths):
        h = self.lstm(x)
        T = h.shape[1]
        lengths = F.floor(F.abs(lengths) * T) + 1
        mask = F.broadcast_lesser(F.arange(T).expand_dims(0), lengths.expand_dims(1))
        s = self.score(h).reshape((h.shape[0], T))
        s = F.where(mask, s, -1e9 * F.ones_like(s))
        att = F.softmax(s, axis=1)
        ctx = (att.expand_dims(2) * h).sum(axis=1)
        return self.out(ctx)
