"""ALiBi biases built in a module helper `alibi_bias(F, x, slopes)` from `F.contrib.arange_like(x, axis=1)`
(the length follows the input, no shape read), the relative distance by `broadcast_sub`, and the per-head
scaling by `broadcast_mul`; a second helper without `F`, `add_bias(scores, bias)`, adds it by a plain `+` after
the bias's own `broadcast_like(scores)` method (equal shapes)."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def alibi_bias(F, x, slopes):
    pos = F.contrib.arange_like(x, axis=1)
    dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
    return F.broadcast_mul(slopes, dist.expand_dims(0)).expand_dims(0)


def add_bias(scores, bias):
    return scores + bias.broadcast_like(scores)


class ArangeLikeAlibi(HybridBlock):
    def __init__(self, dim=6, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, x, slopes):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        return F.softmax(add_bias(scores, alibi_bias(F, x, slopes)), axis=-1)


Net = ArangeLikeAlibi
