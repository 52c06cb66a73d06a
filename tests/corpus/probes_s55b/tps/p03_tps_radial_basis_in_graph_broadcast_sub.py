"""TPS warp with the radial basis computed in the graph: grid points (1, P, 1, 2) against predicted control points (N, 1, K, 2) by `broadcast_sub`, `U = r2 * log(r2 + eps)` on (N, P, K), the warp `U W + [1, x, y] A` by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]

GRID = [[[-1.0 + 0.5 * i, -1.0 + 0.5 * j] for i in range(5) for j in range(5)]]
HOMOG = [[[1.0, p[0], p[1]] for p in GRID[0]]]


class TPSWarp(HybridBlock):
    def __init__(self, in_dim=6, num_ctrl=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)
            self.homog = self.params.get_constant("homog", HOMOG)
            self.ctrl = nn.Dense(2 * num_ctrl, in_units=in_dim)
            self.w = nn.Dense(2 * num_ctrl, in_units=in_dim)
            self.affine = nn.Dense(6, in_units=in_dim)

    def hybrid_forward(self, F, z, grid, homog):
        ctrl = F.reshape(F.tanh(self.ctrl(z)), shape=(0, 1, -1, 2))              # (N, 1, K, 2)
        diff = F.broadcast_sub(F.expand_dims(grid, axis=2), ctrl)                 # (N, P, K, 2)
        r2 = F.sum(F.square(diff), axis=-1)
        u = r2 * F.log(r2 + 1e-6)
        w = F.reshape(self.w(z), shape=(0, -1, 2))                               # (N, K, 2)
        a = F.reshape(self.affine(z), shape=(0, 3, 2))
        h = F.broadcast_like(homog, u, lhs_axes=(0,), rhs_axes=(0,))
        return F.batch_dot(u, w) + F.batch_dot(h, a)


Net = TPSWarp
