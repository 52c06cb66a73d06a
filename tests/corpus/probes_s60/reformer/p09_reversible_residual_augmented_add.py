"""Reformer reversible residual layer updating the halves in place as the reference's no-grad path does: `x1 += self.f(x2)` then `x2 += self.g(x1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class InplaceReversibleBlock(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        half = units // 2
        with self.name_scope():
            self.f = nn.Dense(half, flatten=False, in_units=half, activation="tanh")
            self.g = nn.Dense(half, flatten=False, in_units=half, activation="relu")

    def hybrid_forward(self, F, x):
        x1, x2 = F.split(x, num_outputs=2, axis=-1)
        x1 += self.f(x2)
        x2 += self.g(x1)
        return F.concat(x1, x2, dim=-1)


Net = InplaceReversibleBlock
