"""ALiBi attention with an optional key-padding mask: `hybrid_forward(self, F, scores, mask=None, **params)`,
`if mask is not None:` (a None test, decided before tracing) then the (B, L) mask given head and query
axes by `expand_dims` and applied by `F.broadcast_mul`; the slopes Constant read from `**params` by name."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 5, 5), (2, 5)]


class MaskedAlibi(HybridBlock):
    def __init__(self, length=5, **kwargs):
        super().__init__(**kwargs)
        self._l = length
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, scores, mask=None, **params):
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        scores = F.broadcast_add(scores, F.broadcast_mul(params["slopes"], dist.expand_dims(0)).expand_dims(0))
        if mask is not None:
            scores = F.broadcast_mul(scores, F.abs(mask).expand_dims(1).expand_dims(1))
        return F.softmax(scores, axis=-1)


Net = MaskedAlibi
