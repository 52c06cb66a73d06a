"""FNO lifting with the grid coordinate tiled over the batch by `F.tile(grid, reps=(u.shape[0], 1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 1, 8)]


class GridLift(HybridBlock):
    def __init__(self, n=8, width=5, **kwargs):
        super().__init__(**kwargs)
        self.n = n
        with self.name_scope():
            self.lift = nn.Conv1D(width, 1, in_channels=2)

    def hybrid_forward(self, F, u):
        grid = F.arange(0, 1, 1.0 / self.n).reshape((1, 1, -1))
        grid = F.tile(grid, reps=(u.shape[0], 1, 1))
        return self.lift(F.concat(u, grid, dim=1))


Net = GridLift
