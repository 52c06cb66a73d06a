"""A fusion method `_fuse(self, F, *feats)` multiplying a (N, C, H, W) map by a one-channel gate,
`feats[0] * feats[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class StarGate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.gate = nn.Conv2D(1, 1, in_channels=3)

    def _fuse(self, F, *feats):
        return feats[0] * F.sigmoid(feats[1])

    def hybrid_forward(self, F, x):
        return self._fuse(F, self.body(x), self.gate(x))


Net = StarGate
