"""YOLOX SimOTA cost: pairwise IoU of (N, G, 4) ground-truth boxes and (N, A, 4) predictions by `expand_dims` and `broadcast_maximum/minimum` to (N, G, A); the class cost a BCE of `sqrt(cls * obj)` against the gt class's one-hot, picked per gt by `batch_dot`; cost = cls_cost + 3 * (-log(iou + 1e-8)) -- both (N, G, A), a plain `+` of equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4), (2, 6, 4), (2, 6, 3), (2, 6, 1), (2, 3, 3)]


def box_area(F, b):
    lo = F.slice_axis(b, axis=-1, begin=0, end=2)
    hi = F.slice_axis(b, axis=-1, begin=2, end=4)
    wh = F.relu(hi - lo)
    return F.prod(wh, axis=-1)


class SimOTACost(HybridBlock):
    def hybrid_forward(self, F, gt, pred, cls, obj, gt_onehot):
        gt = F.concat(gt, gt + 1, dim=-1).slice_axis(axis=-1, begin=2, end=6)
        pred = F.concat(pred, pred + 1.5, dim=-1).slice_axis(axis=-1, begin=2, end=6)
        g, p = gt.expand_dims(2), pred.expand_dims(1)
        lo = F.broadcast_maximum(F.slice_axis(g, axis=-1, begin=0, end=2), F.slice_axis(p, axis=-1, begin=0, end=2))
        hi = F.broadcast_minimum(F.slice_axis(g, axis=-1, begin=2, end=4), F.slice_axis(p, axis=-1, begin=2, end=4))
        inter = F.prod(F.relu(hi - lo), axis=-1)
        union = F.broadcast_add(box_area(F, gt).expand_dims(2), box_area(F, pred).expand_dims(1)) - inter
        iou = inter / (union + 1e-8)
        score = F.sqrt(F.broadcast_mul(F.sigmoid(cls), F.sigmoid(obj)))
        bce = -(F.log(score + 1e-8) - F.log(1 - score + 1e-8))
        cls_cost = F.batch_dot(gt_onehot, bce, transpose_b=True)
        return cls_cost + 3.0 * (-F.log(iou + 1e-8))


Net = SimOTACost
