"""Illegal: a state centred by its keepdims mean with a plain `-` before the cell."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 5)]


class Net(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h):
        out, [h] = self.cell(x, [h - F.mean(h, axis=1, keepdims=True)])
        return out
