"""TPS warp whose point-to-control differences are written `grid.expand_dims(2) - ctrl` on (1, P, 1, 2) and (N, 1, K, 2)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]

GRID = [[[-1.0 + 0.5 * i, -1.0 + 0.5 * j] for i in range(5) for j in range(5)]]


class TPSWarp(HybridBlock):
    def __init__(self, in_dim=6, num_ctrl=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)
            self.ctrl = nn.Dense(2 * num_ctrl, in_units=in_dim)
            self.w = nn.Dense(2 * num_ctrl, in_units=in_dim)

    def hybrid_forward(self, F, z, grid):
        ctrl = F.reshape(F.tanh(self.ctrl(z)), shape=(0, 1, -1, 2))
        r2 = F.sum(F.square(grid.expand_dims(2) - ctrl), axis=-1)
        u = r2 * F.log(r2 + 1e-6)
        return F.batch_dot(u, F.reshape(self.w(z), shape=(0, -1, 2)))


Net = TPSWarp
