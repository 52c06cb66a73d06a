"""GIN-mean ablation done the MXNet way: the neighbour sum divided by `F.maximum(deg, 1)` through `broadcast_div`, (N, d) by (N, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class BroadcastMeanGIN(HybridBlock):
    def __init__(self, in_units=6, hidden=8, **kwargs):
        super(BroadcastMeanGIN, self).__init__(**kwargs)
        with self.name_scope():
            self.lin = nn.Dense(hidden, in_units=in_units)
            self.mlp = nn.Dense(hidden, in_units=hidden, activation="relu")

    def hybrid_forward(self, F, x, adj):
        a = adj > 0.5
        h = self.lin(x)
        deg = F.maximum(a.sum(axis=1, keepdims=True), 1)
        return self.mlp(h + F.broadcast_div(F.dot(a, h), deg))


Net = BroadcastMeanGIN
