"""KAN order-0 spline bases comparing the (N, in, 1) inputs to the (in, G) knot slices with plain `>=` and `<`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


class StepBasis(HybridBlock):
    def __init__(self, in_features=3, grid_size=5, **kwargs):
        super(StepBasis, self).__init__(**kwargs)
        self.num_knots = grid_size + 1
        knots = np.linspace(-1, 1, grid_size + 1, dtype="float32")
        self.grid = self.params.get_constant("grid", np.tile(knots, (in_features, 1)))

    def hybrid_forward(self, F, x, grid):
        x = x.expand_dims(-1)
        left = F.slice_axis(grid, axis=-1, begin=0, end=self.num_knots - 1)
        right = F.slice_axis(grid, axis=-1, begin=1, end=self.num_knots)
        return (x >= left) * (x < right)


Net = StepBasis
