"""Tacotron CBHG end to end with a module helper `trim_like(F, y, x)` (`F.slice_like` on the time axis)
used over the bank's outputs in a list comprehension, the list concatenated, max-pooled, projected, a
residual, highway layers and a bidirectional GRU (`rnn.GRU(bidirectional=True, layout='NTC')`) on the
(B, T, C) transposed features."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 7)]


def trim_like(F, y, x):
    return F.slice_like(y, x, axes=(2,))


class CBHG(HybridBlock):
    def __init__(self, channels=6, bank=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bank = nn.HybridSequential()
            for k in range(1, bank + 1):
                self.bank.add(nn.Conv1D(4, k, padding=k // 2, activation="relu"))
            self.pool = nn.MaxPool1D(2, strides=1, padding=1)
            self.proj = nn.Conv1D(channels, 3, padding=1)
            self.hw_h = nn.Dense(channels, activation="relu", flatten=False)
            self.hw_t = nn.Dense(channels, activation="sigmoid", flatten=False)
            self.gru = rnn.GRU(hidden, bidirectional=True, layout="NTC")

    def hybrid_forward(self, F, x):
        outs = [trim_like(F, conv(x), x) for conv in self.bank]
        y = self.proj(trim_like(F, self.pool(F.concat(*outs, dim=1)), x)) + x
        y = y.transpose((0, 2, 1))
        gate = self.hw_t(y)
        y = self.hw_h(y) * gate + y * (1 - gate)
        return self.gru(y)


Net = CBHG
