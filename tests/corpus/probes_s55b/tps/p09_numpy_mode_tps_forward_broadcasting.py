"""Numpy-mode TPS warp (`forward`): grid points (P, 2) against control points (N, K, 2) by numpy broadcasting `grid[None, :, None, :] - ctrl[:, None]`, the warp by `np.matmul`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6)]


class NumpyTPSWarp(HybridBlock):
    def __init__(self, in_dim=6, num_ctrl=4, **kwargs):
        super().__init__(**kwargs)
        self.ctrl = nn.Dense(2 * num_ctrl, in_units=in_dim)
        self.w = nn.Dense(2 * num_ctrl, in_units=in_dim)
        self.grid = self.params.get_constant(
            "grid", [[-1.0 + 0.5 * i, -1.0 + 0.5 * j] for i in range(5) for j in range(5)])

    def forward(self, z):
        grid = self.grid.data()
        ctrl = np.tanh(self.ctrl(z)).reshape(-1, 4, 2)
        r2 = ((grid[None, :, None, :] - ctrl[:, None]) ** 2).sum(axis=-1)
        u = r2 * np.log(r2 + 1e-6)
        return np.matmul(u, self.w(z).reshape(-1, 4, 2))


Net = NumpyTPSWarp
