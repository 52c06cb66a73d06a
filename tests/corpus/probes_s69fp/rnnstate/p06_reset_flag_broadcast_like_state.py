"""The (N, 1) reset flag spread to the state's shape by `broadcast_like` first, then a plain `*`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 5), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, starts):
        keep = F.broadcast_like((starts > 0).reshape((-1, 1)), h)
        out, [h] = self.cell(x, [h * keep])
        return out
