"""GCN normalisation with the degree scaling written as plain products, `a * dinv.expand_dims(1) *
dinv.expand_dims(0)`: (N, N) times (N, 1) times (1, N)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4), (4, 3)]


class PlainDegreeGcn(HybridBlock):
    def __init__(self, num_nodes=4, hidden=3, **kwargs):
        super().__init__(**kwargs)
        self._n = num_nodes
        with self.name_scope():
            self.lin = nn.Dense(hidden, use_bias=False)

    def hybrid_forward(self, F, adj, x):
        a = F.abs(adj) + F.eye(self._n)
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = a * dinv.expand_dims(1) * dinv.expand_dims(0)
        return F.relu(F.dot(a_hat, self.lin(x)))


Net = PlainDegreeGcn
