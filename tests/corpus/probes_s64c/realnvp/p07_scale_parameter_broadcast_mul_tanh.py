"""RealNVP's learned rescaling of the log-scales: `s = scale * tanh(s)` with a (1, C, 1, 1) Parameter `scale` applied by `F.broadcast_mul`, channel coupling, per-sample log-det."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class RescaledCoupling(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.scale = self.params.get("scale", shape=(1, channels // 2, 1, 1), init="ones")
        self.st = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x, scale):
        x1, x2 = F.split(x, num_outputs=2, axis=1)
        s, t = F.split(self.st(x1), num_outputs=2, axis=1)
        s = F.broadcast_mul(scale, F.tanh(s))
        return F.concat(x1, x2 * F.exp(s) + t, dim=1), F.sum(s, axis=(1, 2, 3))


Net = RescaledCoupling
