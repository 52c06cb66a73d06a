"""GraphCast interaction step whose gathers are a method without F, `gather(self, nodes, send, recv)`,
returning the fluent `nodes.take(send)` and `nodes.take(recv)`; the edge and node updates are residual
with equal shapes, and the segment sum is a one-hot `dot(transpose_a=True)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8), (12, 8)]


class GatherMethodStep(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.send = self.params.get_constant("send", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.recv = self.params.get_constant("recv", ((np.arange(n_edges) + 2) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim)
            self.node_mlp = nn.Dense(dim)

    def gather(self, nodes, send, recv):
        return nodes.take(send), nodes.take(recv)

    def hybrid_forward(self, F, nodes, edges, send, recv):
        s, r = self.gather(nodes, send, recv)
        edges = edges + self.edge_mlp(F.concat(s, r, edges, dim=1))
        agg = F.dot(F.one_hot(recv, self.n_mesh), edges, transpose_a=True)
        return nodes + self.node_mlp(F.concat(nodes, agg, dim=1)), edges


Net = GatherMethodStep
