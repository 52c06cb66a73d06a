"""STGCN input normalisation accepting (N, T, V) single-feature series: `if x.ndim == 3: x = x.expand_dims(1)` before the gated temporal conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5)]


class RankGuardTemporalConv(HybridBlock):
    def __init__(self, channels=4, kt=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, (kt, 1), in_channels=1)

    def hybrid_forward(self, F, x):
        if x.ndim == 3:
            x = x.expand_dims(1)
        p, q = F.split(self.conv(x), num_outputs=2, axis=1)
        return p * F.sigmoid(q)


Net = RankGuardTemporalConv
