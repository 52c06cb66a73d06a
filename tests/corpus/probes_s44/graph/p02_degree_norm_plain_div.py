"""Mean aggregation normalised by node degree with `/` against a keepdims sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, h, adj):
        adj = F.abs(adj)
        degree = F.sum(adj, axis=-1, keepdims=True) + 1.0
        agg = F.batch_dot(adj, self.proj(h))
        return agg / degree
