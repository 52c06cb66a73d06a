"""Coordinatewise LSTM optimizer with its states from `self.cell.begin_state(batch_size=g.shape[0])`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 10)]


class CoordinateLSTM(HybridBlock):
    def __init__(self, hidden=6, lr=0.1, **kwargs):
        super().__init__(**kwargs)
        self.lr = lr
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=1)
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, grads):
        g = grads.reshape((-1, 1))
        states = self.cell.begin_state(batch_size=g.shape[0], func=F.zeros)
        out, _ = self.cell(g, states)
        return F.reshape_like(self.out(out) * self.lr, grads)


Net = CoordinateLSTM
