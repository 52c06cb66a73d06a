"""Invariant pooling over the rotation channels of a p4 feature map: `F.split(num_outputs=4, axis=1)` and a running `F.maximum` over the indexed outputs, then global average pooling."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lift = nn.Conv2D(4 * channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        parts = F.split(self.lift(x), num_outputs=4, axis=1)
        pooled = parts[0]
        for r in range(1, 4):
            pooled = F.maximum(pooled, parts[r])
        return F.mean(pooled, axis=(2, 3))
