"""Normalising the raw adjacency inside the block: the (N,) degree vector `F.sum(adj, axis=1)` divides the (N, N) adjacency by a plain `/` on both sides."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6)]


class NormalisedPropagation(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, embedding):
        adj = F.abs(adj)
        d_inv_sqrt = 1.0 / F.sqrt(F.sum(adj, axis=1) + 1e-6)
        norm_adj = adj / d_inv_sqrt
        return F.dot(norm_adj, embedding)


Net = NormalisedPropagation
