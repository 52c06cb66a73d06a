"""Glow-TTS inference lengths as the reference computes them: durations `ceil(exp(logw) * length_scale)`, the output length `int(y_lengths.max().asscalar())`, and a mel mask from `F.arange(y_max)` compared with the lengths."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 5)]


class OutputLengths(HybridBlock):
    def __init__(self, length_scale=1.5, **kwargs):
        super().__init__(**kwargs)
        self._length_scale = length_scale

    def hybrid_forward(self, F, logw):
        w_ceil = F.ceil(F.exp(logw) * self._length_scale)
        y_lengths = F.sum(w_ceil, axis=(1, 2))
        y_max = int(y_lengths.max().asscalar())
        pos = F.arange(y_max).reshape((1, -1))
        return F.broadcast_lesser(pos, y_lengths.reshape((-1, 1)))


Net = OutputLengths
