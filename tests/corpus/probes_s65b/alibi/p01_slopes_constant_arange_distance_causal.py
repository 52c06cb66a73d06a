"""ALiBi causal self-attention: head slopes from powers of two computed in `__init__` for a python head
count (3 is not a power of two: the closest power's slopes then every other slope of the doubled count),
kept as an (H, 1, 1) `Constant`; the distance matrix `j - i` from `F.arange(L)` (L the constructor's
length) by `broadcast_sub` of its row and column views, the causal mask by `F.where`, the biases added to
the (B, H, L, L) scores by `broadcast_add` of `slopes * distance` given a batch axis."""
import math

import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def get_slopes(n):
    def power_of_2(n):
        start = 2 ** (-2 ** -(math.log2(n) - 3))
        return [start * start ** i for i in range(n)]
    if math.log2(n).is_integer():
        return power_of_2(n)
    closest = 2 ** math.floor(math.log2(n))
    return power_of_2(closest) + get_slopes(2 * closest)[0::2][:n - closest]


class AlibiAttention(HybridBlock):
    def __init__(self, dim=6, heads=3, length=5, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l = heads, length
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.slopes = self.params.get_constant(
                "slopes", onp.array(get_slopes(heads), dtype="float32").reshape(heads, 1, 1))

    def hybrid_forward(self, F, x, slopes):
        q, k, v = F.split(self.qkv(x).reshape((0, 0, 3 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=3, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        bias = F.broadcast_mul(slopes, dist.expand_dims(0))
        scores = F.broadcast_add(scores, bias.expand_dims(0))
        causal = (dist <= 0).reshape((1, 1, self._l, self._l))
        scores = F.where(F.broadcast_like(causal, scores), scores, F.ones_like(scores) * -1e9)
        out = F.batch_dot(F.softmax(scores, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))
        return out.reshape((-4, -1, self._h, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = AlibiAttention
