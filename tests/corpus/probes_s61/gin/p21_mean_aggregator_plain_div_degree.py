"""GIN-mean ablation (the paper's mean aggregator): neighbour sum `dot(A, h)` of the (N, 8) projected states divided by the (N, 1) degrees `A.sum(axis=1, keepdims=True)` with plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class MeanAggregatorGIN(HybridBlock):
    def __init__(self, in_units=6, hidden=8, **kwargs):
        super(MeanAggregatorGIN, self).__init__(**kwargs)
        with self.name_scope():
            self.lin = nn.Dense(hidden, in_units=in_units)
            self.mlp = nn.Dense(hidden, in_units=hidden, activation="relu")

    def hybrid_forward(self, F, x, adj):
        a = adj > 0.5
        h = self.lin(x)
        deg = a.sum(axis=1, keepdims=True) + 1
        return self.mlp(h + F.dot(a, h) / deg)


Net = MeanAggregatorGIN
