"""Learned optimizer reading a time-major gradient history (T, N, D): `for g in history:` feeds each step to an `LSTMCell`, the last output projected to the update."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(4, 2, 6)]


class HistoryLSTM(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=6)
            self.out = nn.Dense(6, in_units=hidden)

    def hybrid_forward(self, F, history):
        h = F.zeros_like(F.slice_axis(F.sum(history, axis=0), axis=1, begin=0, end=self.hidden))
        states = [h, F.zeros_like(h)]
        out = h
        for g in history:
            out, states = self.cell(g, states)
        return self.out(out)


Net = HistoryLSTM
