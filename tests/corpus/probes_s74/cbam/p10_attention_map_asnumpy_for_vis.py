"""CBAM spatial attention keeping the attention map for visualisation as a numpy array
(`self.last_map = sa.asnumpy()`) on every call."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SpatialAttention(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.last_map = None
        with self.name_scope():
            self.conv = nn.Conv2D(1, 7, padding=3)

    def hybrid_forward(self, F, x):
        sa = F.sigmoid(self.conv(F.concat(F.mean(x, axis=1, keepdims=True), F.max(x, axis=1, keepdims=True), dim=1)))
        self.last_map = sa.asnumpy()
        return F.broadcast_mul(x, sa)


Net = SpatialAttention
