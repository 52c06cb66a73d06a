"""ELMo's biLM layer: a forward LSTM on the tokens and a backward LSTM on `x[:, ::-1]`, its output flipped back by `[:, ::-1]`, the two concatenated on the feature axis with a residual projection."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fwd = rnn.LSTM(hidden, layout='NTC', input_size=d)
            self.bwd = rnn.LSTM(hidden, layout='NTC', input_size=d)
            self.proj = nn.Dense(2 * hidden, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        f = self.fwd(x)
        b = self.bwd(x[:, ::-1])[:, ::-1]
        return F.concat(f, b, dim=2) + self.proj(x)
