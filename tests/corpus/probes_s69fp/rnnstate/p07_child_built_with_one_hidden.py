"""A reset-gated GRU child whose hidden size defaults to 5 but whose only user builds it with 1: its
(N, 1) state times the (N, 1) flag is legal."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 1), (2,)]


class Reset(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, starts):
        h = h * (1 - (starts > 0)).reshape((-1, 1))
        out, [h] = self.cell(x, [h])
        return out


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.inner = Reset(1)

    def hybrid_forward(self, F, x, h, starts):
        return self.inner(x, h, starts)
