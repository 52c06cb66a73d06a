"""Macaron feed-forwards: `x + self.ff_scale * ffn(x)` before and after a self-attention stand-in, with
`ff_scale = 0.5` a python float from the constructor, LayerNorm pre-norm and swish."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class FeedForward(HybridBlock):
    def __init__(self, units, hidden, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.fc1 = nn.Dense(hidden, flatten=False)
            self.fc2 = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.fc1(self.norm(x))
        return self.fc2(h * F.sigmoid(h))


class Macaron(HybridBlock):
    def __init__(self, units=8, ff_scale=0.5, **kwargs):
        super().__init__(**kwargs)
        self.ff_scale = ff_scale
        with self.name_scope():
            self.ff1 = FeedForward(units, 16)
            self.mix = nn.Dense(units, flatten=False)
            self.ff2 = FeedForward(units, 16)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        x = x + self.ff_scale * self.ff1(x)
        x = x + self.mix(x)
        x = x + self.ff_scale * self.ff2(x)
        return self.norm(x)


Net = Macaron
