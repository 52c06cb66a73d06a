"""An `rnn.LSTM` called with begin states returns `(out, states)`; the cell state is `states[-1]` of that python list."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(5, 2, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(6, input_size=4)

    def hybrid_forward(self, F, x):
        h0 = F.zeros((1, 2, 6))
        c0 = F.zeros((1, 2, 6))
        out, states = self.lstm(x, [h0, c0])
        return out, states[-1]
