"""A bare-called method stores states, then __init__ stores None over them; traced code makes its own."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.reset()
        self.init_state = None

    def reset(self):
        self.init_state = self.rnn_layer.begin_state(batch_size=2)

    def hybrid_forward(self, F, x):
        state = self.init_state
        if state is None:
            state = self.rnn_layer.begin_state(batch_size=2, func=F.zeros)
        out, state = self.rnn_layer(x, state)
        return self.dense(out.sum(axis=0))
