"""Zonal anomalies `x - F.mean(x, axis=3, keepdims=True)`: the (N, C, H, 1) zonal mean subtracted with a plain `-` (NDArray broadcasts it; the legacy Symbol's elementwise minus needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class ZonalAnomaly(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1)

    def hybrid_forward(self, F, x):
        anomaly = x - F.mean(x, axis=3, keepdims=True)
        return self.conv(anomaly)


Net = ZonalAnomaly
