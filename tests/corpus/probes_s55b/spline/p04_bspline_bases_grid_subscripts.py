"""KAN B-spline order-0 bases ported with PyTorch slices of the grid constant, `grid[:-1]` and `grid[1:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]

GRID = [-1.2 + 0.4 * i for i in range(8)]


class BSplineBasis(HybridBlock):
    def __init__(self, in_dim=4, out_dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)
            self.fc = nn.Dense(out_dim, in_units=in_dim * (len(GRID) - 1))

    def hybrid_forward(self, F, x, grid):
        xe = F.expand_dims(0.9 * F.tanh(x), axis=-1)
        bases = F.broadcast_greater_equal(xe, grid[:-1]) * F.broadcast_lesser(xe, grid[1:])
        return self.fc(bases)


Net = BSplineBasis
