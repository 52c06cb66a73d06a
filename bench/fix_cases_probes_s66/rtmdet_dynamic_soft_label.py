"""RTMDet's DynamicSoftLabelAssigner as a block: the pairwise IoU of the decoded boxes and the ground truths
(`pred[:, None, :2]` against `gt[None, :, :2]`), the soft centre prior `10 ** (dist / stride - 3)` of the
prior centres' distances to the gt centres, the soft-label class cost, the dynamic k per box from the sum of
its top `min(13, num_priors)` IoUs, and a box's k lowest-cost priors picked by a rank comparison
(`rank < dynamic_ks[None, :]`); a size guard returns zeros when there is no ground truth."""
from mxnet.gluon import nn


INPUTS = [(10, 4), (10, 3), (3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, topk=13, iou_weight=3.0, stride=8.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.topk = topk
        self.iou_weight = iou_weight
        self.stride = stride
        with self.name_scope():
            self.score_fc = nn.Dense(num_classes, in_units=num_classes)

    def hybrid_forward(self, F, priors, cls_logits, gt, gt_labels):
        num_priors = priors.shape[0]
        num_gt = gt.shape[0]
        if num_gt == 0:
            return F.zeros((num_priors, 1))
        pred = F.concat(priors[:, :2] * 4, priors[:, :2] * 4 + F.exp(priors[:, 2:]), dim=1)
        gt = F.concat(gt[:, :2] * 4, gt[:, :2] * 4 + F.exp(gt[:, 2:]), dim=1)
        lt = F.maximum(pred[:, None, :2], gt[None, :, :2])
        rb = F.minimum(pred[:, None, 2:], gt[None, :, 2:])
        wh = F.relu(rb - lt)
        inter = wh[:, :, 0] * wh[:, :, 1]
        area_p = (pred[:, 2] - pred[:, 0]) * (pred[:, 3] - pred[:, 1])
        area_g = (gt[:, 2] - gt[:, 0]) * (gt[:, 3] - gt[:, 1])
        ious = inter / (area_p[:, None] + area_g[None, :] - inter + 1e-7)
        prior_ctr = (pred[:, :2] + pred[:, 2:]) / 2
        gt_ctr = (gt[:, :2] + gt[:, 2:]) / 2
        dist = F.sqrt(((prior_ctr[:, None, :] - gt_ctr[None, :, :]) ** 2).sum(axis=-1)) / self.stride
        soft_center_prior = F.power(10.0, dist - 3)
        iou_cost = -F.log(ious + 1e-7) * self.iou_weight
        labels = F.clip(F.floor((gt_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        scores = F.sigmoid(self.score_fc(cls_logits))
        pair_scores = F.take(scores, labels, axis=1)
        soft_label = F.one_hot(labels, self.num_classes)
        cls_cost = F.square(pair_scores - ious) * (1 - pair_scores)
        cost = cls_cost + iou_cost + soft_center_prior
        k = min(self.topk, num_priors)
        topk_ious = F.topk(ious, axis=0, k=k, ret_typ='value')
        dynamic_ks = F.clip(F.floor(topk_ious.sum(axis=0)), 1, num_priors)
        rank = F.argsort(F.argsort(cost, axis=0), axis=0)
        matching = rank < dynamic_ks[None, :]
        return matching * ious, F.dot(matching, soft_label)
