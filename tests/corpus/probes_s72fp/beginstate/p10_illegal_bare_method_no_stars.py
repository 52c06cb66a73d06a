"""A method __init__ calls bare (no *args) keeps the states, fed directly while traced."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self._make_state()

    def _make_state(self):
        self.state = self.rnn_layer.begin_state(batch_size=2)

    def hybrid_forward(self, F, x):
        out, _ = self.rnn_layer(x, self.state)
        return self.dense(out.sum(axis=0))
