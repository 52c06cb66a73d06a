"""GCN normalisation `D^-1/2 (A + I) D^-1/2` on a batch of dense adjacencies: self loops by `broadcast_add` of a python-sized `F.eye`, degrees by a sum, scaling by `broadcast_mul` with the degree as a column and as a row."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class GCNLayer(HybridBlock):
    def __init__(self, nodes=6, units=4, **kwargs):
        super().__init__(**kwargs)
        self.nodes = nodes
        with self.name_scope():
            self.lin = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, adj):
        a = F.broadcast_add(F.abs(adj), F.eye(self.nodes).expand_dims(0))
        d = F.rsqrt(F.sum(a, axis=2))
        a_norm = F.broadcast_mul(F.broadcast_mul(d.expand_dims(2), a), d.expand_dims(1))
        return F.relu(F.batch_dot(a_norm, self.lin(x)))


Net = GCNLayer
