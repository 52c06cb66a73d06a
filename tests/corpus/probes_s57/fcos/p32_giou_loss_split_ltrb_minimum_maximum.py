"""FCOS GIoU loss on ltrb distances: predicted and target (B, 4, H, W) maps `split` into four (B, 1, H, W) parts each, areas, intersections by `minimum`, the enclosing box by `maximum`, all same-shape arithmetic."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 8, 8)]


class GIoULoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat, target):
        pl, pt, pr, pb = F.split(F.exp(self.reg(feat)), num_outputs=4, axis=1)
        tl, tt, tr, tb = F.split(F.abs(target) + 0.1, num_outputs=4, axis=1)
        p_area = (pl + pr) * (pt + pb)
        t_area = (tl + tr) * (tt + tb)
        inter = (F.minimum(pl, tl) + F.minimum(pr, tr)) * (F.minimum(pt, tt) + F.minimum(pb, tb))
        enclose = (F.maximum(pl, tl) + F.maximum(pr, tr)) * (F.maximum(pt, tt) + F.maximum(pb, tb))
        union = p_area + t_area - inter
        giou = inter / union - (enclose - union) / enclose
        return F.mean(1 - giou)


Net = GIoULoss
