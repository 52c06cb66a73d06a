"""DeBERTa relative positions built in the graph from the sequence length `L = q.shape[1]`: `F.arange(L)` differences clipped into buckets and looked up by `Embedding` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ShapeRelativePositions(HybridBlock):
    def __init__(self, units=8, span=3, **kwargs):
        super(ShapeRelativePositions, self).__init__(**kwargs)
        self._span = span
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.rel = nn.Embedding(2 * span, units)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        L = q.shape[1]
        pos = F.arange(L)
        rel = F.clip(F.broadcast_sub(pos.reshape((-1, 1)), pos.reshape((1, -1))) + self._span, 0, 2 * self._span - 1)
        r = self.rel(rel)
        return F.sum(F.broadcast_mul(q.expand_dims(2), r.expand_dims(0)), axis=-1)


Net = ShapeRelativePositions
