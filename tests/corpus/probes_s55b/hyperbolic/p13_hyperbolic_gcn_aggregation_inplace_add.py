"""Hyperbolic GCN aggregation in the tangent space: neighbour messages accumulated into the self message with `+=` in a loop over the configured neighbour count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 3, 4)]


class TangentAggregation(HybridBlock):
    def __init__(self, dim=4, num_neighbors=3, **kwargs):
        super().__init__(**kwargs)
        self.num_neighbors = num_neighbors
        with self.name_scope():
            self.msg = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, node, neighbors):
        agg = self.msg(node)
        for nb in F.split(neighbors, num_outputs=self.num_neighbors, axis=1, squeeze_axis=True):
            agg += self.msg(nb)
        return F.tanh(agg / (self.num_neighbors + 1))


Net = TangentAggregation
