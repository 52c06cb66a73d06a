"""A GRU cell's state reset by a per-row (N, 1) flag: the two (N, 1) factors multiplied plainly, the
product applied to the (N, hidden) state through `broadcast_mul` (legal)."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 5), (2,), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, starts, alive):
        keep = (1 - (starts > 0)).reshape((-1, 1)) * alive.reshape((-1, 1))
        h = F.broadcast_mul(h, keep)
        out, [h] = self.cell(x, [h])
        return out
