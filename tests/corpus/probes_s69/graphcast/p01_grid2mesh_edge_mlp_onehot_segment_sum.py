"""GraphCast grid-to-mesh encoder: sender (grid) and receiver (mesh) features gathered by `F.take` with
index constants of the bipartite graph (built in `__init__`), concatenated with the edge features, an
edge MLP, and the messages summed per mesh node by a one-hot matrix `one_hot(receivers, n_mesh)` and
`F.dot(..., transpose_a=True)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 4), (6, 4), (12, 3)]


class Grid2Mesh(HybridBlock):
    def __init__(self, n_grid=10, n_mesh=6, n_edges=12, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        rng = np.random.RandomState(3)
        with self.name_scope():
            self.senders = self.params.get_constant("senders", rng.randint(0, n_grid, n_edges).astype("float32"))
            self.receivers = self.params.get_constant("receivers", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.edge_mlp = nn.HybridSequential()
            self.edge_mlp.add(nn.Dense(dim, activation="relu"), nn.Dense(dim))
            self.node_mlp = nn.Dense(dim)

    def hybrid_forward(self, F, grid, mesh, edges, senders, receivers):
        msg = self.edge_mlp(F.concat(F.take(grid, senders), F.take(mesh, receivers), edges, dim=1))
        onehot = F.one_hot(receivers, self.n_mesh)
        agg = F.dot(onehot, msg, transpose_a=True)
        return self.node_mlp(F.concat(mesh, agg, dim=1))


Net = Grid2Mesh
