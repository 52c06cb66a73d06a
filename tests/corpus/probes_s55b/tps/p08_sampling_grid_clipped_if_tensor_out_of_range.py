"""Sampling grid clipped only `if F.max(F.abs(grid)) > 1`, a python `if` on a tensor, before `BilinearSampler`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class ClippedAffineSampler(HybridBlock):
    def __init__(self, channels=3, target=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.target = target
        with self.name_scope():
            self.loc = nn.Dense(6, in_units=channels * 25, bias_initializer="ones")

    def hybrid_forward(self, F, x):
        grid = F.GridGenerator(1.2 * F.tanh(self.loc(x)), transform_type="affine", target_shape=self.target)
        if F.max(F.abs(grid)) > 1:
            grid = F.clip(grid, -1, 1)
        return F.BilinearSampler(x, grid)


Net = ClippedAffineSampler
