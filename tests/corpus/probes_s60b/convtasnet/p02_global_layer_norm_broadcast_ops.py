"""Conv-TasNet global layer norm (gLN): mean and variance over channels and time kept as (N, 1, 1), normalised with `broadcast_sub`/`broadcast_div`, then per-channel gamma and beta Parameters of shape (1, C, 1) by `broadcast_mul`/`broadcast_add`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 10)]


class GlobalLayerNorm(HybridBlock):
    def __init__(self, channels=6, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(1, channels, 1), init="ones")
            self.beta = self.params.get("beta", shape=(1, channels, 1), init="zeros")

    def hybrid_forward(self, F, y, gamma, beta):
        mean = F.mean(y, axis=(1, 2), keepdims=True)
        centred = F.broadcast_sub(y, mean)
        var = F.mean(F.square(centred), axis=(1, 2), keepdims=True)
        normed = F.broadcast_div(centred, F.sqrt(var + self._eps))
        return F.broadcast_add(F.broadcast_mul(normed, gamma), beta)


Net = GlobalLayerNorm
