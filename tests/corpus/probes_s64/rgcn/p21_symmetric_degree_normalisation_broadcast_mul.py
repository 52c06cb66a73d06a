"""R-GCN with the symmetric normalisation `D^-1/2 A D^-1/2` per relation: `deg_inv_sqrt = rsqrt(maximum(sum(A, axis=2), 1))` (R, n), applied by `broadcast_mul` of `expand_dims(2)` and `expand_dims(1)` around the (R, n, n) adjacency, then `batch_dot` messages and a self loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class SymNormRGCN(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super(SymNormRGCN, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(relations, in_units, units))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw, weight):
        adj = adj_raw > 0.3
        d = F.rsqrt(F.maximum(F.sum(adj, axis=2), 1))
        norm_adj = F.broadcast_mul(F.broadcast_mul(d.expand_dims(2), adj), d.expand_dims(1))
        hr = F.broadcast_like(h.expand_dims(0), adj, lhs_axes=(0,), rhs_axes=(0,))
        msg = F.sum(F.batch_dot(F.batch_dot(norm_adj, hr), weight), axis=0)
        return F.relu(msg + self.self_loop(h))


Net = SymNormRGCN
