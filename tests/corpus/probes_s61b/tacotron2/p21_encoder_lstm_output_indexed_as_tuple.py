"""Tacotron 2 encoder ported from PyTorch, where `nn.LSTM` returns `(output, state)`: `self.lstm(x)[0]`, but a Gluon `rnn.LSTM` called without states returns the output tensor alone, so `[0]` indexes its first sequence."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 6)]


class TupleIndexedEncoder(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(6, 3, padding=1, activation="relu")
            self.lstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=6)

    def hybrid_forward(self, F, x):
        h = F.swapaxes(self.conv(F.swapaxes(x, 1, 2)), 1, 2)
        return self.lstm(h)[0]


Net = TupleIndexedEncoder
