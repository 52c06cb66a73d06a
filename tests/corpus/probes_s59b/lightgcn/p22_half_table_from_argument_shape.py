"""LightGCN splitting the propagated table at `embedding.shape[0] // 2`, read from the Parameter's array handed to `hybrid_forward`."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6)]


class SplitTable(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, embedding):
        final = F.dot(adj, embedding)
        half = embedding.shape[0] // 2
        users = F.slice_axis(final, axis=0, begin=0, end=half)
        items = F.slice_axis(final, axis=0, begin=half, end=None)
        return F.dot(users, items, transpose_b=True)


Net = SplitTable
