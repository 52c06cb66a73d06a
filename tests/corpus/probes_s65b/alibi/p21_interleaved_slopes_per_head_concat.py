"""ALiBi for six heads (not a power of two): slopes computed in `__init__` as the closest power's slopes
plus every other slope of the doubled count, a python list; the per-head biases `self._slopes[i] * dist`
for `i in range(len(self._slopes))` given head axes and concatenated to (1, H, L, L), added by
`broadcast_add`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


def _pow2_slopes(n):
    start = 2 ** (-2 ** -(math.log2(n) - 3))
    return [start * start ** i for i in range(n)]


def alibi_slopes(n):
    closest = 2 ** math.floor(math.log2(n))
    extra = _pow2_slopes(2 * closest)[0::2][:n - closest] if closest != n else []
    return _pow2_slopes(closest) + extra


class InterleavedAlibi(HybridBlock):
    def __init__(self, heads=6, length=4, **kwargs):
        super().__init__(**kwargs)
        self._l = length
        self._slopes = alibi_slopes(heads)

    def hybrid_forward(self, F, scores):
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1))).reshape((1, 1, self._l, self._l))
        bias = F.concat(*[self._slopes[i] * dist for i in range(len(self._slopes))], dim=1)
        return F.softmax(F.broadcast_add(scores, bias), axis=-1)


Net = InterleavedAlibi
