"""Scene radiance `J = (I - A) / max(t, t0) + A` with A (N, 3, 1, 1) and t (N, 1, H, W), every mixed-shape step a `broadcast_*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class RadianceRecovery(HybridBlock):
    def __init__(self, t0=0.1, **kwargs):
        super().__init__(**kwargs)
        self.t0 = t0
        with self.name_scope():
            self.trans = nn.Conv2D(1, 3, padding=1, in_channels=3, activation="sigmoid")
            self.light = nn.Dense(3, in_units=3, activation="sigmoid")

    def hybrid_forward(self, F, hazy):
        t = F.maximum(self.trans(hazy), self.t0)
        A = F.reshape(self.light(F.mean(hazy, axis=(2, 3))), (0, 0, 1, 1))
        return F.broadcast_add(F.broadcast_div(F.broadcast_sub(hazy, A), t), A)


Net = RadianceRecovery
