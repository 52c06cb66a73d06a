"""A NAFBlock subclass overriding `gate(self, F, x)` with a spatial gate: `x * F.sigmoid(x.mean(axis=1,
keepdims=True))` -- an (N, C, H, W) map times an (N, 1, H, W) gate with a plain `*` (broadcasts eagerly; the
traced elementwise product needs equal shapes); the base class's `hybrid_forward` calls the override."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class BaseBlock(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(c, 1, in_channels=c)
            self.conv3 = nn.Conv2D(c, 1, in_channels=c)

    def gate(self, F, x):
        return F.broadcast_mul(x, F.sigmoid(F.mean(x, axis=(2, 3), keepdims=True)))

    def hybrid_forward(self, F, inp):
        return inp + self.conv3(self.gate(F, self.conv1(inp)))


class SpatialGateBlock(BaseBlock):
    def gate(self, F, x):
        return x * F.sigmoid(x.mean(axis=1, keepdims=True))


Net = SpatialGateBlock
