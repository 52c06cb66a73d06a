"""ALiBi with the attention terms kept in a dict: `terms["scores"]` the (B, H, L, L) input, `terms["bias"]`
the (H, L, L) slopes-times-distance bias already brought to the scores' shape by `F.broadcast_like` of its
`expand_dims(0)`; the two added with a plain `+` (equal shapes) and `terms["scale"]`, a python float, applied
before the softmax."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 5, 5)]


class DictTermsAlibi(HybridBlock):
    def __init__(self, length=5, scale=0.5, **kwargs):
        super().__init__(**kwargs)
        self._l, self._scale = length, scale
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, scores, slopes):
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        terms = {"scores": scores, "scale": self._scale}
        terms["bias"] = F.broadcast_like(F.broadcast_mul(slopes, dist.expand_dims(0)).expand_dims(0), scores)
        return F.softmax((terms["scores"] + terms["bias"]) * terms["scale"], axis=-1)


Net = DictTermsAlibi
