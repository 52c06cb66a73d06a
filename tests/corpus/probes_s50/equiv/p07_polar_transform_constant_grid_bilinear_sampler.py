"""Polar transformer front end: a (1, 2, R, A) log-polar sampling grid computed with numpy is a constant, broadcast to the batch by `broadcast_like(..., lhs_axes=(0,), rhs_axes=(0,))`, then `F.BilinearSampler` resamples the image before a convolution."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def log_polar_grid(radii, angles):
    r = np.exp(np.linspace(np.log(0.1), 0.0, radii))[:, None]
    a = np.linspace(0, 2 * np.pi, angles, endpoint=False)[None, :]
    return np.stack([r * np.cos(a), r * np.sin(a)])[None].astype("float32")   # (1, 2, R, A)


class PolarConv(HybridBlock):
    def __init__(self, radii=6, angles=8, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", log_polar_grid(radii, angles))
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, grid):
        batch_grid = F.broadcast_like(grid, x, lhs_axes=(0,), rhs_axes=(0,))
        return self.conv(F.BilinearSampler(x, batch_grid))


Net = PolarConv
