"""The gated fusion by `F.broadcast_mul(*feats)`, the gate a one-channel map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class StarGateBroadcast(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.gate = nn.Conv2D(1, 1, in_channels=3)

    def _fuse(self, F, *feats):
        return F.broadcast_mul(*feats)

    def hybrid_forward(self, F, x):
        return self._fuse(F, self.body(x), F.sigmoid(self.gate(x)))


Net = StarGateBroadcast
