"""RWKV prefill that trims the sequence to its valid length `int(F.sum(mask).asscalar())` before the output projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 5, 6), (1, 5)]


class Prefill(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, mask):
        valid = int(F.sum(mask > 0).asscalar())
        return self.out(F.slice_axis(x, axis=1, begin=0, end=max(valid, 1)))


Net = Prefill
