"""Conformer block's macaron feed-forwards: LayerNorm, Dense(flatten=False) with swish `h * F.sigmoid(h)`, Dropout, and half-step residuals `x + 0.5 * ff(x)` on both sides of a depthwise middle."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 8)]


class FeedForward(HybridBlock):
    def __init__(self, units=8, hidden=16, dropout=0.1, **kwargs):
        super(FeedForward, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=units)
            self.fc1 = nn.Dense(hidden, flatten=False, in_units=units)
            self.fc2 = nn.Dense(units, flatten=False, in_units=hidden)
            self.drop = nn.Dropout(dropout)

    def hybrid_forward(self, F, x):
        h = self.fc1(self.norm(x))
        h = h * F.sigmoid(h)
        return self.drop(self.fc2(self.drop(h)))


class MacaronBlock(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(MacaronBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.ff1 = FeedForward(units)
            self.mid = nn.Dense(units, flatten=False, in_units=units)
            self.ff2 = FeedForward(units)
            self.final_norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        x = x + 0.5 * self.ff1(x)
        x = x + F.tanh(self.mid(x))
        x = x + 0.5 * self.ff2(x)
        return self.final_norm(x)


Net = MacaronBlock
