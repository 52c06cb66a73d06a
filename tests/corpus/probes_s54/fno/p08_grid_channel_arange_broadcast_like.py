"""FNO lifting with the grid coordinate appended as a channel: `F.arange(0, 1, 1/n)` from the configured resolution, spread over the batch by `broadcast_like` of a one-channel slice of the input."""
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
        grid = F.broadcast_like(grid, F.slice_axis(u, axis=1, begin=0, end=1))
        return self.lift(F.concat(u, grid, dim=1))


Net = GridLift
