"""LayerNorm2d ported line by line from PyTorch: `(x - mu) / (var + eps).sqrt()` with `mu` and `var` the
channel statistics kept as (N, 1, H, W) beside the (N, C, H, W) input (plain operators on differing shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class PortedLayerNorm2d(HybridBlock):
    def __init__(self, channels=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, channels, 1, 1), init="ones")

    def hybrid_forward(self, F, x, weight):
        mu = x.mean(axis=1, keepdims=True)
        var = F.square(F.broadcast_sub(x, mu)).mean(axis=1, keepdims=True)
        y = (x - mu) / F.sqrt(var + self.eps)
        return F.broadcast_mul(y, weight)


Net = PortedLayerNorm2d
