"""A helper gets `(features, n_heads)`; `pair[1]` is the python head count, compared in an `if` and used
in a reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def split_heads(F, pair):
    h, heads = pair[0], pair[1]
    if pair[1] > 1:
        h = F.reshape(h, (0, 0, heads, -1))
    return h


class Heads(HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(8, flatten=False, in_units=8)

    def hybrid_forward(self, F, x):
        return split_heads(F, (self.proj(x), self.heads))


Net = Heads
