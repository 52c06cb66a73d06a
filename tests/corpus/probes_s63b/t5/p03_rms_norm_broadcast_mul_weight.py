"""T5LayerNorm (RMS norm, no mean subtraction, no bias): variance as `F.mean(F.square(x), axis=-1, keepdims=True)`, the input scaled by `F.broadcast_mul(x, F.rsqrt(variance + eps))`, then by the (C,) weight Parameter with `broadcast_mul`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 8)]


class T5LayerNorm(HybridBlock):
    def __init__(self, units=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units,), init="ones")

    def hybrid_forward(self, F, x, weight):
        variance = F.mean(F.square(x), axis=-1, keepdims=True)
        hidden = F.broadcast_mul(x, F.rsqrt(variance + self._eps))
        return F.broadcast_mul(hidden, weight)


Net = T5LayerNorm
