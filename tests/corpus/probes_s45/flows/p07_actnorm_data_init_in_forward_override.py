"""ActNorm with data-dependent init done eagerly in a `forward` override (python flag), before any trace."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3, 5, 5)]


class ActNorm(HybridBlock):
    def __init__(self, channels=3, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self._initialized = False
        with self.name_scope():
            self.loc = self.params.get("loc", shape=(1, channels, 1, 1), init="zeros")
            self.log_scale = self.params.get("log_scale", shape=(1, channels, 1, 1), init="zeros")

    def forward(self, x):
        if not self._initialized:
            # first batch: zero mean, unit variance per channel, written into the parameters once
            mean = x.mean(axis=(0, 2, 3), keepdims=True)
            std = ((x - mean) ** 2).mean(axis=(0, 2, 3), keepdims=True).sqrt()
            self.loc.set_data(-mean)
            self.log_scale.set_data(-(std + self._eps).log())
            self._initialized = True
        return super().forward(x)

    def hybrid_forward(self, F, x, loc, log_scale):
        y = F.broadcast_mul(F.broadcast_add(x, loc), F.exp(log_scale))
        logdet = F.broadcast_mul(F.ones_like(F.sum(x, axis=(1, 2, 3))), F.sum(log_scale))
        return y, logdet


class Net(ActNorm):
    pass
