"""R-GCN layer (Schlichtkrull et al.) with basis decomposition: `W_r = sum_b a_rb V_b` as `dot(coef, bases.reshape((B, -1))).reshape((R, in, out))`, dense per-relation adjacency (R, n, n), messages `A_r h W_r` by `batch_dot` of the node features spread over relations, normalised by the in-degree `sum(A, axis=2, keepdims=True)` with `broadcast_div`, summed over relations, plus a self-loop Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class RGCNBasis(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, bases=2, **kwargs):
        super(RGCNBasis, self).__init__(**kwargs)
        self._shape = (relations, in_units, units)
        with self.name_scope():
            self.bases = self.params.get("bases", shape=(bases, in_units, units))
            self.coef = self.params.get("coef", shape=(relations, bases))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw, bases, coef):
        adj = adj_raw > 0.3
        w = F.dot(coef, bases.reshape((0, -1))).reshape(self._shape)
        hr = F.broadcast_like(h.expand_dims(0), adj, lhs_axes=(0,), rhs_axes=(0,))
        msg = F.batch_dot(F.batch_dot(adj, hr), w)
        deg = F.maximum(F.sum(adj, axis=2, keepdims=True), 1)
        return F.relu(F.sum(F.broadcast_div(msg, deg), axis=0) + self.self_loop(h))


Net = RGCNBasis
