"""GraphCast edge aggregation as a mean over the edges: the one-hot segment sum divided by
`len(senders)`, the edge count of the sender index input."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (12, 3), (12,)]


class MeanAggregate(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.recv = self.params.get_constant("recv", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim)

    def hybrid_forward(self, F, mesh, edges, senders, recv):
        s = F.clip(F.floor((senders + 1) * 0.5 * self.n_mesh), 0, self.n_mesh - 1)
        msg = self.edge_mlp(F.concat(F.take(mesh, s), edges, dim=1))
        total = F.dot(F.one_hot(recv, self.n_mesh), msg, transpose_a=True)
        return total / len(senders)


Net = MeanAggregate
