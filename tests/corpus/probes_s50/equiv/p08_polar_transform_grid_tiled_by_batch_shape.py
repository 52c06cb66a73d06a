"""Polar transformer front end that tiles its constant grid with `F.tile(grid, reps=(x.shape[0], 1, 1, 1))`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, radii=6, angles=8, channels=4, **kwargs):
        super().__init__(**kwargs)
        r = np.exp(np.linspace(np.log(0.1), 0.0, radii))[:, None]
        a = np.linspace(0, 2 * np.pi, angles, endpoint=False)[None, :]
        grid = np.stack([r * np.cos(a), r * np.sin(a)])[None].astype("float32")
        with self.name_scope():
            self.grid = self.params.get_constant("grid", grid)
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, grid):
        return self.conv(F.BilinearSampler(x, F.tile(grid, reps=(x.shape[0], 1, 1, 1))))
