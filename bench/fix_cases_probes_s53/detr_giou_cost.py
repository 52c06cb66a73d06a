"""DETR matching cost: pairwise generalized IoU between predicted and target corner boxes."""
from mxnet.gluon import nn


INPUTS = [(5, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, pred, tgt):
        b1 = F.concat(F.minimum(pred[:, :2], pred[:, 2:]), F.maximum(pred[:, :2], pred[:, 2:]), dim=1)
        b2 = F.concat(F.minimum(tgt[:, :2], tgt[:, 2:]), F.maximum(tgt[:, :2], tgt[:, 2:]), dim=1)
        area1 = (b1[:, 2] - b1[:, 0]) * (b1[:, 3] - b1[:, 1])
        area2 = (b2[:, 2] - b2[:, 0]) * (b2[:, 3] - b2[:, 1])
        lt = F.maximum(b1[:, None, :2], b2[:, :2])
        rb = F.minimum(b1[:, None, 2:], b2[:, 2:])
        wh = F.relu(rb - lt)
        inter = wh[:, :, 0] * wh[:, :, 1]
        union = area1[:, None] + area2 - inter
        iou = inter / (union + 1e-6)
        lt_c = F.minimum(b1[:, None, :2], b2[:, :2])
        rb_c = F.maximum(b1[:, None, 2:], b2[:, 2:])
        wh_c = F.relu(rb_c - lt_c)
        area_c = wh_c[:, :, 0] * wh_c[:, :, 1]
        return -(iou - (area_c - union) / (area_c + 1e-6))
