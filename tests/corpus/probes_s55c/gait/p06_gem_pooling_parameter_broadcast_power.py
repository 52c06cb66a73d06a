"""Generalised-mean (GeM) temporal pooling with a learned exponent Parameter of shape (1,): `broadcast_power` of the clipped features, mean over frames, `broadcast_power` by the reciprocal."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6)]


class GeMTemporal(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.p = self.params.get("p", shape=(1,), init=init.Constant(3.0))

    def hybrid_forward(self, F, frames, p):
        x = F.clip(F.abs(frames), 1e-3, 1e3)
        pooled = F.mean(F.broadcast_power(x, p), axis=1)
        return F.broadcast_power(pooled, 1.0 / p)


Net = GeMTemporal
