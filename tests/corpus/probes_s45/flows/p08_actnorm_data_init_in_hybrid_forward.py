"""ActNorm whose data-dependent init runs inside `hybrid_forward` on the first call (python flag, set_data)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=3, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self._initialized = False
        with self.name_scope():
            self.loc = self.params.get("loc", shape=(1, channels, 1, 1), init="zeros")
            self.log_scale = self.params.get("log_scale", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, loc, log_scale):
        if not self._initialized:
            mean = F.mean(x, axis=(0, 2, 3), keepdims=True)
            std = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=(0, 2, 3), keepdims=True))
            loc, log_scale = -mean, -F.log(std + self._eps)
            self.loc.set_data(loc)
            self.log_scale.set_data(log_scale)
            self._initialized = True
        y = F.broadcast_mul(F.broadcast_add(x, loc), F.exp(log_scale))
        return y, F.sum(log_scale) * F.ones_like(F.sum(x, axis=(1, 2, 3)))
