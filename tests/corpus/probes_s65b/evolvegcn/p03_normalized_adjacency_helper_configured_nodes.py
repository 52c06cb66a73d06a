"""GCN normalisation `D^-1/2 (A + I) D^-1/2` in a module helper `normalize(F, adj, num_nodes)`, the
identity by `F.eye(num_nodes)` with the node count a constructor argument, the degree scaling by
`broadcast_mul` of the row and column `expand_dims` of `rsqrt(degree)`; applied to each snapshot in a
python loop over two adjacency inputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4), (4, 4), (4, 3)]


def normalize(F, adj, num_nodes):
    a = F.abs(adj) + F.eye(num_nodes)
    dinv = F.rsqrt(a.sum(axis=1))
    return F.broadcast_mul(F.broadcast_mul(a, dinv.expand_dims(1)), dinv.expand_dims(0))


class SnapshotGcn(HybridBlock):
    def __init__(self, num_nodes=4, hidden=3, **kwargs):
        super().__init__(**kwargs)
        self._n = num_nodes
        with self.name_scope():
            self.lin = nn.Dense(hidden, use_bias=False, flatten=False)

    def hybrid_forward(self, F, adj_t0, adj_t1, x):
        h = x
        for adj in (adj_t0, adj_t1):
            h = F.relu(F.dot(normalize(F, adj, self._n), self.lin(h)))
        return h


Net = SnapshotGcn
