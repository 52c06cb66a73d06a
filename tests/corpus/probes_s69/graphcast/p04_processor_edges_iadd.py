"""GraphCast interaction step whose residual edge and node updates are written in place:
`edges += self.edge_mlp(...)` and `nodes += self.node_mlp(...)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8), (12, 8)]


class InPlaceInteraction(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.send = self.params.get_constant("send", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.recv = self.params.get_constant("recv", ((np.arange(n_edges) * 5 + 1) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim)
            self.node_mlp = nn.Dense(dim)

    def hybrid_forward(self, F, nodes, edges, send, recv):
        edges += self.edge_mlp(F.concat(F.take(nodes, send), F.take(nodes, recv), edges, dim=1))
        agg = F.dot(F.one_hot(recv, self.n_mesh), edges, transpose_a=True)
        nodes += self.node_mlp(F.concat(nodes, agg, dim=1))
        return nodes, edges


Net = InPlaceInteraction
