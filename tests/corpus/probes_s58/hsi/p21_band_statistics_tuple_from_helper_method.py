"""Band attention whose helper method `_stats(F, x)` returns a (mean, max) tuple of keepdims reductions over space; the caller combines them with `broadcast_add` and gates with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class BandGate(HybridBlock):
    def __init__(self, bands=6, **kwargs):
        super(BandGate, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Conv2D(bands, 1, in_channels=bands)

    def _stats(self, F, x):
        return F.mean(x, axis=(2, 3), keepdims=True), F.max(x, axis=(2, 3), keepdims=True)

    def hybrid_forward(self, F, x):
        avg, mx_ = self._stats(F, x)
        gate = F.sigmoid(self.fc(avg) + self.fc(mx_))
        return F.broadcast_mul(x, gate)


Net = BandGate
