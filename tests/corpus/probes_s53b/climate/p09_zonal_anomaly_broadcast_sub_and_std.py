"""Zonal standardisation: anomaly by `F.broadcast_sub` of the keepdims zonal mean, divided by the zonal standard deviation with `broadcast_div`, epsilon a python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class ZonalStandardize(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1)

    def hybrid_forward(self, F, x):
        anomaly = F.broadcast_sub(x, F.mean(x, axis=3, keepdims=True))
        std = F.sqrt(F.mean(F.square(anomaly), axis=3, keepdims=True) + self.eps)
        return self.conv(F.broadcast_div(anomaly, std))


Net = ZonalStandardize
