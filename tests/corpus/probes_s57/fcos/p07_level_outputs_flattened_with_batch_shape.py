"""FCOS per-level outputs flattened by `cls.reshape((cls.shape[0], self.num_classes, -1))` before concatenation across levels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class FCOSFlatten(HybridBlock):
    def __init__(self, channels=4, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, p3, p4):
        outs = []
        for feat in (p3, p4):
            cls = self.cls(feat)
            outs.append(cls.reshape((cls.shape[0], self.num_classes, -1)))
        return F.concat(*outs, dim=2)


Net = FCOSFlatten
