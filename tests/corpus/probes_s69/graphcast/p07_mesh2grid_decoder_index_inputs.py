"""GraphCast mesh-to-grid decoder with the edge indices given as inputs (floats mapped to node ids in the
graph by `floor((s + 1) / 2 * n)` and a clip), mesh features taken per edge, summed per grid node by a
one-hot of depth `n_grid` from the constructor, and projected to the variables."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8), (14,), (14,)]


class Mesh2Grid(HybridBlock):
    def __init__(self, n_mesh=6, n_grid=10, n_vars=5, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        self.n_grid = n_grid
        with self.name_scope():
            self.edge_mlp = nn.Dense(dim, activation="relu")
            self.out = nn.Dense(n_vars)

    def to_index(self, F, u, n):
        return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)

    def hybrid_forward(self, F, mesh, senders, receivers):
        s = self.to_index(F, senders, self.n_mesh)
        r = self.to_index(F, receivers, self.n_grid)
        msg = self.edge_mlp(F.take(mesh, s))
        grid = F.dot(F.one_hot(r, self.n_grid), msg, transpose_a=True)
        return self.out(grid)


Net = Mesh2Grid
