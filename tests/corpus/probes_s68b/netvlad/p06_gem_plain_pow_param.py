"""GeM pooling written as in the PyTorch ports: `x.clip(eps, big) ** p` with the (1,) exponent
Parameter, a plain `**` of a (B, C, H, W) map and a (1,) array."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


class PlainPowGeM(HybridBlock):
    def __init__(self, p=3.0, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.p = self.params.get("p", shape=(1,), init=mx.init.Constant(p))

    def hybrid_forward(self, F, x, p):
        pooled = F.mean(x.clip(self.eps, 1e6) ** p, axis=(2, 3))
        return F.broadcast_power(pooled, 1.0 / p)


Net = PlainPowGeM
