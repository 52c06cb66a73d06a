"""R-GCN edge normalisation `1 / c_{i,r}` gathered per edge: the in-degree (n,) `take`n by destination and reshaped to an (E, 1) column, then `msg * norm` by plain `*` with the (E, out) messages (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (7,), (7,)]


class PlainEdgeNorm(HybridBlock):
    def __init__(self, in_units=4, units=6, nodes=5, **kwargs):
        super(PlainEdgeNorm, self).__init__(**kwargs)
        self._n = nodes
        with self.name_scope():
            self.msg = nn.Dense(units, in_units=in_units, use_bias=False)

    def hybrid_forward(self, F, h, src_raw, dst_raw):
        src = F.floor((src_raw + 1) * 0.5 * (self._n - 1e-3))
        dst = F.floor((dst_raw + 1) * 0.5 * (self._n - 1e-3))
        onehot = F.one_hot(dst, self._n)
        deg = F.maximum(F.sum(onehot, axis=0), 1)
        norm = (1.0 / F.take(deg, dst)).reshape((-1, 1))
        msg = self.msg(F.take(h, src)) * norm
        return F.dot(onehot, msg, transpose_a=True)


Net = PlainEdgeNorm
