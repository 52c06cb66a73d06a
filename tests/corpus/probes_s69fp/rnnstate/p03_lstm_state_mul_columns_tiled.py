"""An LSTM cell's cell state scaled by a per-row flag tiled to the hidden size (`F.tile` on axis 1):
(N, hidden) * (N, hidden), legal."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3), (2, 4), (2, 4), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, h, c, m):
        mask = F.tile(m.reshape((-1, 1)), reps=(1, self.hidden))
        out, states = self.cell(x, [h * mask, c * mask])
        return out
