"""Encoder layer whose subclass overrides `feed_forward(self, F, x)` with a macaron half step, options
taken from `**kwargs` (`kwargs.pop('ff_scale', 0.5)`), and branches kept in a dict merged by
`sum(branches.values()) / len(branches)` (python `sum` and `len` of a dict of tensors)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class EncoderLayer(HybridBlock):
    def __init__(self, units=8, **kwargs):
        self.ff_scale = kwargs.pop("ff_scale", 1.0)
        super().__init__(**kwargs)
        with self.name_scope():
            self.ffn = nn.Dense(units, flatten=False, activation="relu")
            self.attn = nn.Dense(units, flatten=False)
            self.cgmlp = nn.Dense(units, flatten=False, activation="tanh")

    def feed_forward(self, F, x):
        return x + self.ffn(x)

    def hybrid_forward(self, F, x):
        x = self.feed_forward(F, x)
        branches = {"attn": self.attn(x), "cgmlp": self.cgmlp(x)}
        return x + sum(branches.values()) / len(branches)


class MacaronLayer(EncoderLayer):
    def __init__(self, units=8, **kwargs):
        kwargs.setdefault("ff_scale", 0.5)
        super().__init__(units, **kwargs)

    def feed_forward(self, F, x):
        return x + self.ff_scale * self.ffn(x)


Net = MacaronLayer
