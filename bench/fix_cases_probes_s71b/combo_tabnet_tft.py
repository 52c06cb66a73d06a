"""A forecasting model mixing TabNet and the Temporal Fusion Transformer: static covariates pass a
TabNet-style attentive selection (softmax weights times a prior, `prior = prior * (self.gamma - m)`),
the encoded static context is added to every time step of an LSTM encoder's output by `F.tile` over
`x.shape[1]` steps, and a quantile head gives one output per quantile, stacked on a new last axis."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, n_static=4, n_in=3, hidden=4, quantiles=(0.1, 0.5, 0.9), gamma=1.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gamma = gamma
        self.quantiles = quantiles
        with self.name_scope():
            self.att = nn.Dense(n_static, in_units=n_static)
            self.static_enc = nn.Dense(hidden, in_units=n_static)
            self.lstm = rnn.LSTM(hidden, layout='NTC', input_size=n_in)
            self.heads = nn.HybridSequential()
            for _ in quantiles:
                self.heads.add(nn.Dense(1, in_units=hidden, flatten=False))

    def hybrid_forward(self, F, x, static):
        prior = F.ones_like(static)
        m = F.softmax(self.att(static) * prior, axis=-1)
        prior = prior * (self.gamma - m)
        ctx = self.static_enc(m * static * prior)
        h = self.lstm(x)
        h = h + F.tile(ctx.expand_dims(1), (1, x.shape[1], 1))
        outs = [head(h) for head in self.heads]
        return F.concat(*outs, dim=-1)
