"""Two graph-convolution layers: node features projected, then aggregated with the adjacency by batch_dot."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class GraphConv(HybridBlock):
    def __init__(self, units, in_units, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, h, adj):
        return F.relu(F.batch_dot(adj, self.proj(h)))


class Net(HybridBlock):
    def __init__(self, hidden=8, out=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gc1 = GraphConv(hidden, 6)
            self.gc2 = GraphConv(out, hidden)

    def hybrid_forward(self, F, features, adj):
        return self.gc2(self.gc1(features, adj), adj)
