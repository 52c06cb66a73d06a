"""Illegal: a named (N, 1) keep flag times the state, the product named and handed to the cell."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.RNNCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, alive):
        keep = alive.reshape((-1, 1))
        h0 = h * keep
        out, [h1] = self.cell(x, [h0])
        return out
