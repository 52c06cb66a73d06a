"""TPS grid head that flattens the shifted grid with `n = len(z)` as the batch size, `reshape((n, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]

GRID = [[[-1.0 + 0.5 * i, -1.0 + 0.5 * j] for i in range(5) for j in range(5)]]


class TPSGrid(HybridBlock):
    def __init__(self, in_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)
            self.shift = nn.Dense(50, in_units=in_dim)

    def hybrid_forward(self, F, z, grid):
        n = len(z)
        flat = F.broadcast_add(F.reshape(0.1 * self.shift(z), shape=(0, -1, 2)), grid)
        return F.reshape(flat, shape=(n, -1))


Net = TPSGrid
