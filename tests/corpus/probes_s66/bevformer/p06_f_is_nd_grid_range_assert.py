"""A debugging guard kept in a BEV encoder: `if F is nd:` asserts on the host that the sampling grid stays in
[-1.5, 1.5] (`.asscalar()` of a reduction), skipped in the traced run; the grid then feeds `F.BilinearSampler`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 2, 3, 3)]


class GuardedSampler(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.value_proj = nn.Conv2D(dims, 1, in_channels=4)

    def hybrid_forward(self, F, value, ref):
        grid = F.clip(ref * 1.2, -1.5, 1.5)
        if F is nd:
            assert F.max(F.abs(grid)).asscalar() <= 1.5
        return F.BilinearSampler(self.value_proj(value), grid)


Net = GuardedSampler
