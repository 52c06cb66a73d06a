"""Conv-TasNet gLN written as in the PyTorch original: `(y - mean) / (var + eps) ** 0.5` with plain operators, mean and var kept as (N, 1, 1) by `keepdims=True` against the (N, C, T) features."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 10)]


class PlainGlobalLayerNorm(HybridBlock):
    def __init__(self, channels=6, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(1, channels, 1), init="ones")
            self.beta = self.params.get("beta", shape=(1, channels, 1), init="zeros")

    def hybrid_forward(self, F, y, gamma, beta):
        mean = y.mean(axis=(1, 2), keepdims=True)
        var = F.square(F.broadcast_sub(y, mean)).mean(axis=(1, 2), keepdims=True)
        normed = (y - mean) / (var + self._eps) ** 0.5
        return F.broadcast_add(F.broadcast_mul(normed, gamma), beta)


Net = PlainGlobalLayerNorm
