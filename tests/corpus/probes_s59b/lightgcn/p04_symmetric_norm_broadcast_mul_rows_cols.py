"""Symmetric normalisation `D^-1/2 A D^-1/2` in the block: the degree vector reshaped to a column and a row with reshape codes and applied by `broadcast_mul` on each side."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6)]


class NormalisedPropagation(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.num_layers = num_layers
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, embedding):
        adj = F.abs(adj)
        d = 1.0 / F.sqrt(F.sum(adj, axis=1) + 1e-6)
        norm_adj = F.broadcast_mul(F.broadcast_mul(adj, d.reshape((-1, 1))), d.reshape((1, -1)))
        e, acc = embedding, embedding
        for _ in range(self.num_layers):
            e = F.dot(norm_adj, e)
            acc = acc + e
        return acc / (self.num_layers + 1)


Net = NormalisedPropagation
