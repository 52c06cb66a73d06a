"""Perceiver IO over padded inputs that first trims the input array to its longest valid prefix: the
count of valid positions read by `int(mask.sum(axis=1).max().asscalar())` and used as `slice_axis`'s end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6), (2, 10)]


class TrimPadded(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, mask):
        valid = mask > -0.5
        longest = int(valid.sum(axis=1).max().asscalar())
        x = F.slice_axis(x, axis=1, begin=0, end=longest)
        return self.proj(x).mean(axis=1)


Net = TrimPadded
