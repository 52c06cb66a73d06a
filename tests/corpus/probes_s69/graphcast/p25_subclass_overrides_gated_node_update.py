"""GraphCast processor whose base class updates nodes in `update_nodes(self, F, nodes, agg)` by a residual
MLP, and whose subclass overrides it with a gated residual `nodes + sigmoid(gate(agg)) * mlp(agg)` (all
(N, D), equal shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (12, 4)]


class ProcessorBase(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.recv = self.params.get_constant("recv", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim)
            self.node_mlp = nn.Dense(dim)
            self.gate = nn.Dense(dim)

    def update_nodes(self, F, nodes, agg):
        return nodes + self.node_mlp(F.concat(nodes, agg, dim=1))

    def hybrid_forward(self, F, nodes, edges, recv):
        msg = self.edge_mlp(F.concat(F.take(nodes, recv), edges, dim=1))
        return self.update_nodes(F, nodes, F.dot(F.one_hot(recv, self.n_mesh), msg, transpose_a=True))


class GatedProcessor(ProcessorBase):
    def update_nodes(self, F, nodes, agg):
        return nodes + F.sigmoid(self.gate(agg)) * self.node_mlp(agg)


Net = GatedProcessor
