"""T5LayerNorm ported line by line from PyTorch: `hidden = x * F.rsqrt(variance + eps)` with the keepdims variance (N, T, 1) against the (N, T, C) input by a plain `*`, then `F.broadcast_mul` by the weight."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 8)]


class TorchPortRMSNorm(HybridBlock):
    def __init__(self, units=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units,), init="ones")

    def hybrid_forward(self, F, x, weight):
        variance = F.mean(F.square(x), axis=-1, keepdims=True)
        hidden = x * F.rsqrt(variance + self._eps)
        return F.broadcast_mul(hidden, weight)


Net = TorchPortRMSNorm
