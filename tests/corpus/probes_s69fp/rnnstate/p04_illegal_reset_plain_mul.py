"""Illegal: a GRU state times an (N, 1) reset flag with a plain `*` before the cell."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 5), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, starts):
        out, [h] = self.cell(x, [h * (starts > 0).reshape((-1, 1))])
        return out
