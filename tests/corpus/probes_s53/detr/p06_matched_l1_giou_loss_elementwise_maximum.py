"""Matched-pair L1 + GIoU loss on (N, Q, 4) xyxy boxes of equal shapes: intersections and enclosing boxes by `F.maximum`/`F.minimum` of same-shaped corners, python loss weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4, 4)]


def corners(F, b):
    cx, cy, w, h = F.split(b, num_outputs=4, axis=-1)
    return F.concat(cx - w / 2, cy - h / 2, dim=-1), F.concat(cx + w / 2, cy + h / 2, dim=-1)


class SetLoss(HybridBlock):
    def __init__(self, l1_w=5.0, giou_w=2.0, **kwargs):
        super().__init__(**kwargs)
        self.l1_w, self.giou_w = l1_w, giou_w
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h, raw_target):
        pred, target = F.sigmoid(self.box(h)), F.sigmoid(raw_target)
        (plo, phi), (tlo, thi) = corners(F, pred), corners(F, target)
        inter = F.prod(F.relu(F.minimum(phi, thi) - F.maximum(plo, tlo)), axis=-1)
        area_p, area_t = F.prod(phi - plo, axis=-1), F.prod(thi - tlo, axis=-1)
        union = area_p + area_t - inter
        hull = F.prod(F.maximum(phi, thi) - F.minimum(plo, tlo), axis=-1)
        giou = inter / union - (hull - union) / hull
        l1 = F.sum(F.abs(pred - target), axis=-1)
        return (self.l1_w * l1 + self.giou_w * (1 - giou)).mean()


Net = SetLoss
