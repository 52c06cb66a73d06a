"""DeepAR's time features: the age feature `log10(2 + arange(T))` from `T = x.shape[1]`, spread over
the batch by `broadcast_to((x.shape[0], T, 1))` and concatenated with the target as the RNN input."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout='NTC', input_size=2)
            self.head = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x):
        T = x.shape[1]
        age = F.log10(2.0 + F.arange(T)).reshape((1, T, 1))
        age = F.broadcast_to(age, (x.shape[0], T, 1))
        feats = F.concat(x.expand_dims(2), age, dim=2)
        return self.head(self.rnn(feats))
