"""LightGCN over a joint user+item table whose user count is read from the Parameter object, `self.embedding.shape[0] // 2` (a python tuple on a Parameter), to split the propagated table."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6)]


class SplitTable(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, embedding):
        final = F.dot(adj, embedding)
        half = self.embedding.shape[0] // 2
        users = F.slice_axis(final, axis=0, begin=0, end=half)
        items = F.slice_axis(final, axis=0, begin=half, end=None)
        return F.dot(users, items, transpose_b=True)


Net = SplitTable
