"""R-GCN messages (R, n, out) normalised by the keepdims in-degree (R, n, 1) with plain `/` (the PyTorch `msg / deg` port; eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class PlainDegree(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super(PlainDegree, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(relations, in_units, units))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw, weight):
        adj = adj_raw > 0.3
        hr = F.broadcast_like(h.expand_dims(0), adj, lhs_axes=(0,), rhs_axes=(0,))
        msg = F.batch_dot(F.batch_dot(adj, hr), weight)
        deg = F.maximum(F.sum(adj, axis=2, keepdims=True), 1)
        return F.relu(F.sum(msg / deg, axis=0) + self.self_loop(h))


Net = PlainDegree
