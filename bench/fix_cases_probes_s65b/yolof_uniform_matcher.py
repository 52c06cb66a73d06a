"""YOLOF's uniform matching: for each ground-truth box the k anchors and the k predicted boxes nearest by
L1 distance of (cx, cy, w, h) are positives; the cost matrices are built by broadcasting
`anchors.expand_dims(2) - gt.expand_dims(1)` and summed, `topk(..., axis=1, is_ascend=True)` picks the k
nearest per box, and the positives become a (B, A, G) mask by `one_hot` of the indices over
`num_anchors = anchors.shape[1]`, summed over k; anchors whose best IoU-proxy exceeds the ignore threshold
are ignored with an `.asscalar()` count used to normalise."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 10, 4), (2, 10, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, match_times=2, ignore_thresh=0.7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.match_times = match_times
        self.ignore_thresh = ignore_thresh

    def hybrid_forward(self, F, pred_boxes, anchors, gt_boxes):
        batch_size, num_anchors, _ = anchors.shape
        cost_bbox = F.abs(pred_boxes.expand_dims(2) - gt_boxes.expand_dims(1)).sum(axis=-1)
        cost_bbox_anchors = F.abs(anchors.expand_dims(2) - gt_boxes.expand_dims(1)).sum(axis=-1)
        idx = F.topk(cost_bbox, axis=1, k=self.match_times, ret_typ='indices', is_ascend=True)
        idx1 = F.topk(cost_bbox_anchors, axis=1, k=self.match_times, ret_typ='indices', is_ascend=True)
        # (B, k, G) -> (B, k, G, A) -> (B, A, G)
        pos = nd.one_hot(idx, num_anchors).sum(axis=1) + nd.one_hot(idx1, num_anchors).sum(axis=1)
        pos = pos.transpose((0, 2, 1))
        proxy = F.exp(-cost_bbox_anchors)
        ignore = proxy.max(axis=2) > self.ignore_thresh
        num_pos = max(pos.sum().asscalar(), 1.0)
        weighted = (pos * cost_bbox).sum(axis=(1, 2)) / num_pos
        return weighted, pos.clip(0, 1), ignore
