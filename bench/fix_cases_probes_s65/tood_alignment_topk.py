"""TOOD's task-aligned assigner: the class score of each anchor at each ground truth's label (`take` on the
class axis), the IoU of every predicted box with every ground truth (`pred[:, None, :2]` against
`gt[None, :, :2]`, legacy subscripts), the alignment metric `s ** alpha * u ** beta`, the top
`min(self.topk, num_anchors)` anchors per ground truth as a mask, and the normalised metric
`t = metric / max(metric) * max(iou)` over the positives, the best per anchor."""
from mxnet.gluon import nn


INPUTS = [(8, 4), (8, 4), (3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, topk=5, alpha=1.0, beta=6.0, eps=1e-9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.topk = topk
        self.alpha = alpha
        self.beta = beta
        self.eps = eps
        with self.name_scope():
            self.cls_fc = nn.Dense(num_classes, in_units=4)

    def hybrid_forward(self, F, feat, pred, gt, gt_labels):
        num_anchors = pred.shape[0]
        scores = F.sigmoid(self.cls_fc(feat))
        labels = F.clip(F.floor((gt_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        bbox_scores = F.take(scores, labels, axis=1)
        pred = F.concat(pred[:, :2], pred[:, :2] + F.exp(pred[:, 2:]), dim=1)
        gt = F.concat(gt[:, :2], gt[:, :2] + F.exp(gt[:, 2:]), dim=1)
        lt = F.maximum(pred[:, None, :2], gt[None, :, :2])
        rb = F.minimum(pred[:, None, 2:], gt[None, :, 2:])
        wh = F.relu(rb - lt)
        inter = wh[:, :, 0] * wh[:, :, 1]
        area_p = (pred[:, 2] - pred[:, 0]) * (pred[:, 3] - pred[:, 1])
        area_g = (gt[:, 2] - gt[:, 0]) * (gt[:, 3] - gt[:, 1])
        overlaps = inter / (area_p[:, None] + area_g[None, :] - inter)
        metric = bbox_scores ** self.alpha * overlaps ** self.beta
        topk = min(self.topk, num_anchors)
        is_pos = F.topk(metric, axis=0, k=topk, ret_typ='mask') * (overlaps > 0)
        pos_metric = metric * is_pos
        pos_overlaps = overlaps * is_pos
        norm = pos_metric / (pos_metric.max(axis=0, keepdims=True) + self.eps) \
            * pos_overlaps.max(axis=0, keepdims=True)
        return norm.max(axis=1)
