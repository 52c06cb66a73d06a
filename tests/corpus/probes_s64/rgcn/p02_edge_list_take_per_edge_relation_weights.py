"""R-GCN on an edge list (DGL style): source features `take(h, src)`, per-edge relation weights `take(W, etype)` (E, in, out) applied by `batch_dot` of the (E, 1, in) messages, scattered to destinations by `dot(one_hot(dst, n), msg, transpose_a=True)` with n the configured node count, divided by the in-degree column."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (7,), (7,), (7,)]


class RGCNEdges(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, nodes=5, **kwargs):
        super(RGCNEdges, self).__init__(**kwargs)
        self._r, self._n = relations, nodes
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(relations, in_units, units))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def _ids(self, F, raw, k):
        return F.floor((raw + 1) * 0.5 * (k - 1e-3))

    def hybrid_forward(self, F, h, src_raw, dst_raw, rel_raw, weight):
        src, dst, rel = self._ids(F, src_raw, self._n), self._ids(F, dst_raw, self._n), self._ids(F, rel_raw, self._r)
        msg = F.batch_dot(F.take(h, src).expand_dims(1), F.take(weight, rel)).reshape((-1, 0), reverse=True)
        onehot = F.one_hot(dst, self._n)
        agg = F.dot(onehot, msg, transpose_a=True)
        deg = F.maximum(F.sum(onehot, axis=0), 1).reshape((-1, 1))
        return F.relu(F.broadcast_div(agg, deg) + self.self_loop(h))


Net = RGCNEdges
