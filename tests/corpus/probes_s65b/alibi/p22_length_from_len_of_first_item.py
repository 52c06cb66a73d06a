"""ALiBi distance matrix sized by `l = len(x[0])` (the length of the first sequence of the batch, read by
`len()` of a subscripted tensor)."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6), (2, 2, 5, 5)]


class LenItemAlibi(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, x, scores, slopes):
        l = len(x[0])
        pos = F.arange(l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        return F.broadcast_add(scores, F.broadcast_mul(slopes, dist.expand_dims(0)).expand_dims(0))


Net = LenItemAlibi
