"""KAN layer that flattens the hat bases with `bases.reshape((x.shape[0], -1))` before the coefficient product."""
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
        dist = F.abs(F.broadcast_sub(F.expand_dims(x, axis=-1), grid)) / self.h
        bases = F.relu(1 - dist)
        return self.base(x * F.sigmoid(x)) + F.dot(bases.reshape((x.shape[0], -1)), coef)


Net = KANLayer
