"""KAN B-spline bases by the Cox-de Boor recursion: the knot grid a constant (in, G) of the block, order-0 indicators by `broadcast_greater_equal`/`broadcast_lesser` against `slice_axis` views, higher orders in a python loop over the configured spline order."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


def make_grid(in_features, grid_size, order, lo=-1.0, hi=1.0):
    h = (hi - lo) / grid_size
    knots = np.arange(-order, grid_size + order + 1, dtype="float32") * h + lo
    return np.tile(knots, (in_features, 1))


class BSplineBasis(HybridBlock):
    def __init__(self, in_features=3, grid_size=5, order=3, **kwargs):
        super(BSplineBasis, self).__init__(**kwargs)
        self.order = order
        self.num_knots = grid_size + 2 * order + 1
        self.grid = self.params.get_constant("grid", make_grid(in_features, grid_size, order))

    def hybrid_forward(self, F, x, grid):
        x = x.expand_dims(-1)
        n = self.num_knots
        left = F.slice_axis(grid, axis=-1, begin=0, end=n - 1)
        right = F.slice_axis(grid, axis=-1, begin=1, end=n)
        bases = F.broadcast_greater_equal(x, left) * F.broadcast_lesser(x, right)
        for k in range(1, self.order + 1):
            m = n - 1 - k
            g0 = F.slice_axis(grid, axis=-1, begin=0, end=m)
            gk = F.slice_axis(grid, axis=-1, begin=k, end=m + k)
            g1 = F.slice_axis(grid, axis=-1, begin=1, end=m + 1)
            gk1 = F.slice_axis(grid, axis=-1, begin=k + 1, end=m + k + 1)
            b0 = F.slice_axis(bases, axis=-1, begin=0, end=m)
            b1 = F.slice_axis(bases, axis=-1, begin=1, end=m + 1)
            bases = F.broadcast_div(F.broadcast_sub(x, g0), gk - g0) * b0 + \
                F.broadcast_div(F.broadcast_sub(gk1, x), gk1 - g1) * b1
        return bases


Net = BSplineBasis
