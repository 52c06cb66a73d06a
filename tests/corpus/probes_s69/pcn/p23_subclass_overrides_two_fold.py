"""PCN/FoldingNet decoder whose base class folds once in `fold(self, F, feat, grid)` and whose subclass
overrides it with two folds (the first fold's points concatenated with the features for the second);
the grid is a constant tiled by `F.tile` and `broadcast_like`d to the batch."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class FoldBase(HybridBlock):
    def __init__(self, grid_size=3, **kwargs):
        super().__init__(**kwargs)
        self.n = grid_size * grid_size
        lin = np.linspace(-0.3, 0.3, grid_size, dtype="float32")
        with self.name_scope():
            self.grid = self.params.get_constant("grid", np.stack(np.meshgrid(lin, lin), -1).reshape(1, -1, 2))
            self.fold1 = nn.Dense(3, flatten=False)
            self.fold2 = nn.Dense(3, flatten=False)

    def fold(self, F, feat, grid):
        return self.fold1(F.concat(feat, grid, dim=2))

    def hybrid_forward(self, F, g, grid):
        feat = F.broadcast_like(g.expand_dims(1), F.slice_axis(grid, axis=2, begin=0, end=1),
                                lhs_axes=(1,), rhs_axes=(1,))
        grid = F.broadcast_like(grid, feat, lhs_axes=(0,), rhs_axes=(0,))
        return self.fold(F, feat, grid)


class TwoFold(FoldBase):
    def fold(self, F, feat, grid):
        first = self.fold1(F.concat(feat, grid, dim=2))
        return self.fold2(F.concat(feat, first, dim=2)) + first


Net = TwoFold
