"""KAN layer: SiLU base branch through a Dense plus a spline branch, hat-function bases (N, D, G) from `broadcast_sub` against a grid constant, flattened by `reshape((0, -3))` and contracted with the (D*G, O) coefficient Parameter by `F.dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]

GRID = [-1.0, -0.5, 0.0, 0.5, 1.0]


class KANLayer(HybridBlock):
    def __init__(self, in_dim=4, out_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.h = GRID[1] - GRID[0]
        with self.name_scope():
            self.grid = self.params.get_constant("grid", GRID)
            self.base = nn.Dense(out_dim, in_units=in_dim)
            self.coef = self.params.get("coef", shape=(in_dim * len(GRID), out_dim), init="normal")

    def hybrid_forward(self, F, x, grid, coef):
        silu = x * F.sigmoid(x)
        dist = F.abs(F.broadcast_sub(F.expand_dims(x, axis=-1), grid)) / self.h
        bases = F.relu(1 - dist)
        spline = F.dot(F.reshape(bases, shape=(0, -3)), coef)
        return self.base(silu) + spline


Net = KANLayer
