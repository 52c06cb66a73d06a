"""A state method taking **kwargs that __init__ calls bare; states fed through a local."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.begin()

    def begin(self, **kwargs):
        self.init_state = self.rnn_layer.begin_state(batch_size=2, **kwargs)

    def hybrid_forward(self, F, x):
        s = self.init_state
        out, s = self.rnn_layer(x, s)
        return self.dense(out.sum(axis=0))
