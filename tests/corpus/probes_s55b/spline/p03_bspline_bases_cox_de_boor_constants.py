"""KAN B-spline bases by Cox-de Boor over a uniform grid kept as `get_constant`: order-0 bases by `broadcast_greater_equal`/`broadcast_lesser` against shifted `slice_axis` views of the grid, raised to order k in a python loop with `broadcast_*` ops."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]

GRID_SIZE, ORDER = 5, 2
H = 2.0 / GRID_SIZE
GRID = [-1.0 + (i - ORDER) * H for i in range(GRID_SIZE + 2 * ORDER + 1)]


class BSplineBasis(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.order = ORDER
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)

    def hybrid_forward(self, F, x, grid):
        xe = F.expand_dims(0.9 * F.tanh(x), axis=-1)                    # (N, D, 1)
        lo = F.slice_axis(grid, axis=0, begin=0, end=-1)
        hi = F.slice_axis(grid, axis=0, begin=1, end=None)
        bases = F.broadcast_greater_equal(xe, lo) * F.broadcast_lesser(xe, hi)
        for k in range(1, self.order + 1):
            g0 = F.slice_axis(grid, axis=0, begin=0, end=-(k + 1))
            gk = F.slice_axis(grid, axis=0, begin=k, end=-1)
            g1 = F.slice_axis(grid, axis=0, begin=1, end=-k)
            gk1 = F.slice_axis(grid, axis=0, begin=k + 1, end=None)
            left = F.broadcast_div(F.broadcast_sub(xe, g0), gk - g0)
            right = F.broadcast_div(F.broadcast_sub(gk1, xe), gk1 - g1)
            bases = left * F.slice_axis(bases, axis=-1, begin=0, end=-1) + \
                right * F.slice_axis(bases, axis=-1, begin=1, end=None)
        return bases


Net = BSplineBasis
