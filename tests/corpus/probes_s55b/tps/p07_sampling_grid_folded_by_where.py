"""Sampling grid kept inside [-1, 1] by reflection, `F.where(F.abs(grid) > 1, F.sign(grid) * 2 - grid, grid)`, before `BilinearSampler`; the grid comes from an affine `GridGenerator` with a configured target shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class ReflectedAffineSampler(HybridBlock):
    def __init__(self, channels=3, target=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.target = target
        with self.name_scope():
            self.loc = nn.Dense(6, in_units=channels * 25, bias_initializer="ones")

    def hybrid_forward(self, F, x):
        theta = 1.2 * F.tanh(self.loc(x))
        grid = F.GridGenerator(theta, transform_type="affine", target_shape=self.target)
        grid = F.where(F.abs(grid) > 1, F.sign(grid) * 2 - grid, grid)
        return F.BilinearSampler(x, grid)


Net = ReflectedAffineSampler
