"""Band attention whose helper method returns keepdims (N, B, 1, 1) statistics, the gate applied to the (N, B, P, P) patch with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class BandGatePlain(HybridBlock):
    def __init__(self, bands=6, **kwargs):
        super(BandGatePlain, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Conv2D(bands, 1, in_channels=bands)

    def _stats(self, F, x):
        return F.mean(x, axis=(2, 3), keepdims=True), F.max(x, axis=(2, 3), keepdims=True)

    def hybrid_forward(self, F, x):
        avg, mx_ = self._stats(F, x)
        gate = F.sigmoid(self.fc(avg) + self.fc(mx_))
        return x * gate


Net = BandGatePlain
