"""CBAM spatial attention where the channel mean loses its axis and is restored with
`reshape((x.shape[0], 1, x.shape[2], x.shape[3]))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SpatialAttention(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 7, padding=3, use_bias=False)

    def hybrid_forward(self, F, x):
        b, _, h, w = x.shape
        avg = F.mean(x, axis=1).reshape((b, 1, h, w))
        mx_ = F.max(x, axis=1).reshape((b, 1, h, w))
        return F.broadcast_mul(x, F.sigmoid(self.conv(F.concat(avg, mx_, dim=1))))


Net = SpatialAttention
