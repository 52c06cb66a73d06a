"""A method __init__ calls bare keeps states that only an eager helper method feeds to the layer."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.reset()

    def reset(self):
        self.init_state = self.rnn_layer.begin_state(batch_size=2)

    def step(self, x):
        return self.rnn_layer(x, self.init_state)

    def hybrid_forward(self, F, x):
        out = self.rnn_layer(x)
        return self.dense(out.sum(axis=0))
