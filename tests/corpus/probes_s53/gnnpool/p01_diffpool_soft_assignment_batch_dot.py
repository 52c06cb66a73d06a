"""DiffPool on dense adjacency: soft cluster assignments S by a softmax over a `flatten=False` Dense, pooled features S^T X and pooled adjacency S^T A S by `batch_dot` with `transpose_a`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class DiffPool(HybridBlock):
    def __init__(self, clusters=3, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(units, flatten=False, activation="relu")
            self.assign = nn.Dense(clusters, flatten=False)

    def hybrid_forward(self, F, x, adj):
        z = self.embed(F.batch_dot(adj, x))
        s = F.softmax(self.assign(x), axis=-1)
        x_new = F.batch_dot(s, z, transpose_a=True)
        adj_new = F.batch_dot(F.batch_dot(s, adj, transpose_a=True), s)
        return x_new, adj_new


Net = DiffPool
