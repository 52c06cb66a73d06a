"""An LSTM child's states come back as a python list: `states[0]` picks h."""
from mxnet.gluon import nn, rnn

INPUTS = [(5, 2, 3), (1, 2, 4), (1, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.lstm = rnn.LSTM(4, input_size=3)

    def hybrid_forward(self, F, x, h, c):
        out, states = self.lstm(x, [h, c])
        return out, states[0] + states[1]
