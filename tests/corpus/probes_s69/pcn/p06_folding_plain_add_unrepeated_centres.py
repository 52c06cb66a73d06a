"""PCN folding decoder that adds the offsets (B, M, S*S, 3) to the coarse centres `coarse.expand_dims(2)`
(B, M, 1, 3) with a plain `+`, as the numpy reference does."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class PlainFold(HybridBlock):
    def __init__(self, num_coarse=8, grid_size=2, **kwargs):
        super().__init__(**kwargs)
        self.m = num_coarse
        self.s2 = grid_size * grid_size
        lin = np.linspace(-0.05, 0.05, grid_size, dtype="float32")
        with self.name_scope():
            self.grid = self.params.get_constant("grid", np.stack(np.meshgrid(lin, lin), -1).reshape(1, 1, -1, 2))
            self.mlp = nn.Dense(3, flatten=False)

    def hybrid_forward(self, F, coarse, grid):
        centres = F.repeat(coarse.expand_dims(2), repeats=self.s2, axis=2)
        g = F.broadcast_like(grid, centres, lhs_axes=(0, 1), rhs_axes=(0, 1))
        offsets = self.mlp(F.concat(g, centres, dim=3))
        return offsets + coarse.expand_dims(2)


Net = PlainFold
