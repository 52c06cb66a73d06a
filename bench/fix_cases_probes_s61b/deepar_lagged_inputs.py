"""DeepAR's lagged subsequences: for each lag of a list `[1, 2, 4]` the window
`past[:, T - self.pred - lag:T - lag]` with `T = past.shape[1]`, stacked on a new last axis as the
RNN's features beside the scaled target."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 9)]


class Net(nn.HybridBlock):
    def __init__(self, pred=4, lags=(1, 2, 4), hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pred = pred
        self.lags = list(lags)
        with self.name_scope():
            self.rnn = rnn.GRU(hidden, layout='NTC', input_size=len(lags))
            self.out = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, past):
        T = past.shape[1]
        lagged = [past[:, T - self.pred - lag:T - lag] for lag in self.lags]
        feats = F.stack(*lagged, axis=2)
        return self.out(self.rnn(feats))
