"""FCOS centerness target `sqrt(min(l, r)/max(l, r) * min(t, b)/max(t, b))` from the four ltrb channels by `split`, `minimum`/`maximum` of same-shape halves, and a BCE against the predicted centerness."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 8, 8)]


class CenternessLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ctr = nn.Conv2D(1, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat, ltrb_target):
        lt = F.abs(ltrb_target) + 1e-3
        l, t, r, b = F.split(lt, num_outputs=4, axis=1)
        target = F.sqrt((F.minimum(l, r) / F.maximum(l, r)) * (F.minimum(t, b) / F.maximum(t, b)))
        pred = F.sigmoid(self.ctr(feat))
        return F.mean(-(target * F.log(pred + 1e-6) + (1 - target) * F.log(1 - pred + 1e-6)))


Net = CenternessLoss
