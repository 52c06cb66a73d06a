"""Time surface from a last-timestamp map `(N, 2, H, W)`: decay `exp(-(t_ref - ts) / tau)` against the per-example latest time (`F.max(..., axis=(1, 2, 3), keepdims=True)`, `F.broadcast_sub`), then a conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 6)]


class TimeSurface(HybridBlock):
    def __init__(self, tau=0.5, **kwargs):
        super(TimeSurface, self).__init__(**kwargs)
        self.tau = tau
        with self.name_scope():
            self.conv = nn.Conv2D(4, kernel_size=3, padding=1)

    def hybrid_forward(self, F, ts):
        latest = F.max(ts, axis=(1, 2, 3), keepdims=True)
        surface = F.exp(-F.broadcast_sub(latest, ts) / self.tau)
        return self.conv(surface)


Net = TimeSurface
