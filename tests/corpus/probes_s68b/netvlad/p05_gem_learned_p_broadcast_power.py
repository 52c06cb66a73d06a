"""GeM pooling with a learned exponent: features clipped at eps, raised to `p` by `broadcast_power` of
the (1,) Parameter reshaped to (1, 1, 1, 1), averaged over the map and raised to `1 / p`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class GeM(HybridBlock):
    def __init__(self, p=3.0, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.p = self.params.get("p", shape=(1,), init=mx.init.Constant(p))
            self.whiten = nn.Dense(4)

    def hybrid_forward(self, F, x, p):
        x = F.broadcast_power(F.clip(x, self.eps, 1e6), p.reshape((1, 1, 1, 1)))
        pooled = F.mean(x, axis=(2, 3))
        pooled = F.broadcast_power(pooled, 1.0 / p.reshape((1, 1)))
        return F.L2Normalization(self.whiten(pooled), mode="instance")


Net = GeM
