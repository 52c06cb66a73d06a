"""FCOS box decoding with numpy-style channel slices `points - ltrb[:, :2]` and `points + ltrb[:, 2:]` on the flattened regression output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 2, 16)]


class FCOSBoxes(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat, points):
        ltrb = F.exp(self.reg(feat)).reshape((0, 0, -1))
        x1y1 = points - ltrb[:, :2]
        x2y2 = points + ltrb[:, 2:]
        return F.concat(x1y1, x2y2, dim=1)


Net = FCOSBoxes
