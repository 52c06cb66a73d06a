"""ALiBi as a subclass of a plain attention block: the base's `position_bias(self, F, scores)` returns the
scores unchanged, `AlibiSelfAttention.position_bias` adds the slopes-times-distance bias by
`broadcast_add` (slopes an (H, 1, 1) Constant that `hybrid_forward` receives in `**params` and hands on to
the helper as `**params`), and the shared `hybrid_forward` calls it between the score and the softmax."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class SelfAttention(HybridBlock):
    def __init__(self, dim=6, heads=2, length=5, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l = heads, length
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def position_bias(self, F, scores, **params):
        return scores

    def hybrid_forward(self, F, x, **params):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        return F.softmax(self.position_bias(F, scores, **params), axis=-1)


class AlibiSelfAttention(SelfAttention):
    def position_bias(self, F, scores, **params):
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        return F.broadcast_add(scores, F.broadcast_mul(params["slopes"], dist.expand_dims(0)).expand_dims(0))


Net = AlibiSelfAttention
