"""Instance norm written by hand (as in style-transfer ports): per-image, per-channel mean and
variance with `keepdims=True`, applied by `broadcast_sub` / `broadcast_div`, then a learned
(1, C, 1, 1) scale and shift by `broadcast_mul` / `broadcast_add`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class HandInstanceNorm(HybridBlock):
    def __init__(self, channels=3, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(1, channels, 1, 1), init="ones")
            self.beta = self.params.get("beta", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, gamma, beta):
        mean = F.mean(x, axis=(2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(x, mean)), axis=(2, 3), keepdims=True)
        xhat = F.broadcast_div(F.broadcast_sub(x, mean), F.sqrt(var + self.eps))
        return F.broadcast_add(F.broadcast_mul(xhat, gamma), beta)


Net = HandInstanceNorm
