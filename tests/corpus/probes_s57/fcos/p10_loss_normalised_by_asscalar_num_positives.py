"""FCOS classification loss normalised by the number of positive locations, `max(F.sum(pos).asscalar(), 1.0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 3, 8, 8)]


class FCOSClsLoss(HybridBlock):
    def __init__(self, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat, target):
        p = F.sigmoid(self.cls(feat))
        pos = target > 0.5
        bce = -(pos * F.log(p + 1e-6) + (1 - pos) * F.log(1 - p + 1e-6))
        num_pos = max(F.sum(pos).asscalar(), 1.0)
        return F.sum(bce) / num_pos


Net = FCOSClsLoss
