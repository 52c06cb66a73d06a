"""CBAM spatial attention: channel mean and channel max (keepdims) concatenated, a 7x7 conv to one
map, sigmoid, applied by broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SpatialAttention(HybridBlock):
    def __init__(self, kernel_size=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, kernel_size, padding=kernel_size // 2, use_bias=False)

    def hybrid_forward(self, F, x):
        pooled = F.concat(F.mean(x, axis=1, keepdims=True), F.max(x, axis=1, keepdims=True), dim=1)
        return F.broadcast_mul(x, F.sigmoid(self.conv(pooled)))


Net = SpatialAttention
