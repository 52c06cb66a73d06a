"""KAN with a uniform knot grid made in the graph by `F.arange` from python floats, Gaussian bases by `broadcast_sub` of the (1, 1, G) grid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class FastKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, grid_size=8, lo=-2.0, hi=2.0, **kwargs):
        super(FastKAN, self).__init__(**kwargs)
        self.lo, self.step = lo, (hi - lo) / (grid_size - 1)
        self.grid_size = grid_size
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=in_features)
            self.spline = nn.Dense(out_features, in_units=in_features * grid_size)

    def hybrid_forward(self, F, x):
        grid = F.arange(self.lo, self.lo + self.step * (self.grid_size - 0.5), self.step)
        grid = grid.reshape((1, 1, -1))
        d = F.broadcast_sub(self.norm(x).expand_dims(-1), grid) / self.step
        return self.spline(F.exp(-d * d).reshape((0, -1)))


Net = FastKAN
