"""Coordinatewise learned optimizer (L2L by gradient descent): every gradient coordinate is a batch row of an `LSTMCell` (`reshape((-1, 1))`), the zero states from `zeros_like(broadcast_axis(...))`, the update reshaped back by `reshape_like`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 10)]


class CoordinateLSTM(HybridBlock):
    def __init__(self, hidden=6, lr=0.1, **kwargs):
        super().__init__(**kwargs)
        self.hidden, self.lr = hidden, lr
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=1)
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, grads):
        g = grads.reshape((-1, 1))
        h0 = F.zeros_like(F.broadcast_axis(g, axis=1, size=self.hidden))
        out, _ = self.cell(g, [h0, F.zeros_like(h0)])
        return F.reshape_like(self.out(out) * self.lr, grads)


Net = CoordinateLSTM
