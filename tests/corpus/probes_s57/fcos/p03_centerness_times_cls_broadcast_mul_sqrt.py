"""FCOS inference score `sqrt(sigmoid(cls) * sigmoid(centerness))`, the 1-channel centerness map spread over classes by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class FCOSScore(HybridBlock):
    def __init__(self, channels=4, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.tower = nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu")
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=channels)
            self.ctr = nn.Conv2D(1, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, feat):
        t = self.tower(feat)
        return F.sqrt(F.broadcast_mul(F.sigmoid(self.cls(t)), F.sigmoid(self.ctr(t))))


Net = FCOSScore
