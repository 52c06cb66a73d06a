"""A GRU's states by positional batch size, held and fed while traced."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.GRU(5)
        self.dense = nn.Dense(3)
        self.init_state = self.rnn_layer.begin_state(2)

    def hybrid_forward(self, F, x):
        out, _ = self.rnn_layer(x, self.init_state)
        return self.dense(out.sum(axis=0))
