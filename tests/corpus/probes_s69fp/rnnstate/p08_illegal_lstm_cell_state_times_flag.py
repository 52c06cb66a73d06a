"""Illegal: an LSTM cell's `c` state times an (N, 1) flag with a plain `*`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 4), (2, 4), (2,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.LSTMCell(4, input_size=3)

    def hybrid_forward(self, F, x, h, c, m):
        out, states = self.cell(x, [h, c * m.reshape((-1, 1))])
        return out
