"""ATSS's candidate selection: one square anchor per location of each pyramid level (centres from
`F.arange` of the level's `feat.shape[2]`, `feat.shape[3]`), the k anchors of each level nearest to
every ground-truth centre by `F.topk(..., k=min(self.topk, n), is_ascend=True)` of the level's
columns, their IoUs gathered from the flattened IoU table by row offsets, and the adaptive threshold
mean + std (unbiased) of those IoUs."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 8, 8), (1, 4, 4, 4), (3, 4)]


def box_iou(F, a, b):
    """IoU of every box of a (G, 4) with every box of b (A, 4), corners (x1, y1, x2, y2)."""
    a = a.expand_dims(1)
    b = b.expand_dims(0)
    lt = F.broadcast_maximum(a.slice_axis(axis=-1, begin=0, end=2), b.slice_axis(axis=-1, begin=0, end=2))
    rb = F.broadcast_minimum(a.slice_axis(axis=-1, begin=2, end=4), b.slice_axis(axis=-1, begin=2, end=4))
    wh = F.relu(rb - lt)
    inter = wh.slice_axis(axis=-1, begin=0, end=1) * wh.slice_axis(axis=-1, begin=1, end=2)
    wh_a = a.slice_axis(axis=-1, begin=2, end=4) - a.slice_axis(axis=-1, begin=0, end=2)
    wh_b = b.slice_axis(axis=-1, begin=2, end=4) - b.slice_axis(axis=-1, begin=0, end=2)
    area_a = wh_a.slice_axis(axis=-1, begin=0, end=1) * wh_a.slice_axis(axis=-1, begin=1, end=2)
    area_b = wh_b.slice_axis(axis=-1, begin=0, end=1) * wh_b.slice_axis(axis=-1, begin=1, end=2)
    union = F.broadcast_sub(F.broadcast_add(area_a, area_b), inter)
    return (inter / union).squeeze(axis=-1)


class Net(nn.HybridBlock):
    def __init__(self, strides=(8, 16), octave_base_scale=4, topk=9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.strides = strides
        self.scale = octave_base_scale
        self.topk = topk

    def level_anchors(self, F, feat, stride):
        h, w = feat.shape[2], feat.shape[3]
        cx = (F.arange(w) + 0.5) * stride
        cy = (F.arange(h) + 0.5) * stride
        cx = F.tile(cx.reshape((1, -1)), reps=(h, 1)).reshape((-1,))
        cy = F.tile(cy.reshape((-1, 1)), reps=(1, w)).reshape((-1,))
        half = self.scale * stride / 2.
        return F.stack(cx - half, cy - half, cx + half, cy + half, axis=1)

    def hybrid_forward(self, F, p3, p4, gt):
        ctr = (gt.slice_axis(axis=1, begin=0, end=2) + 1) * 32
        wh = (gt.slice_axis(axis=1, begin=2, end=4) + 1.2) * 16
        gt_boxes = F.concat(ctr - wh / 2, ctr + wh / 2, dim=1)

        anchors = [self.level_anchors(F, f, s) for f, s in zip((p3, p4), self.strides)]
        num_per_level = [a.shape[0] for a in anchors]
        all_anchors = F.concat(*anchors, dim=0)
        ious = box_iou(F, gt_boxes, all_anchors)

        an_ctr = (all_anchors.slice_axis(axis=1, begin=0, end=2) +
                  all_anchors.slice_axis(axis=1, begin=2, end=4)) / 2
        diff = F.broadcast_sub(ctr.expand_dims(1), an_ctr.expand_dims(0))
        distances = F.sqrt(F.sum(diff ** 2, axis=-1))

        candidate_idxs = []
        start = 0
        for n in num_per_level:
            k = min(self.topk, n)
            idx = F.topk(distances.slice_axis(axis=1, begin=start, end=start + n), k=k,
                         ret_typ='indices', is_ascend=True)
            candidate_idxs.append(idx + start)
            start += n
        candidate_idxs = F.concat(*candidate_idxs, dim=1)

        num_gt, num_anchors = ious.shape
        offsets = (F.arange(num_gt) * num_anchors).reshape((-1, 1))
        candidate_ious = F.take(ious.reshape((-1,)), candidate_idxs + offsets)
        iou_mean = candidate_ious.mean(axis=1, keepdims=True)
        iou_std = F.sqrt(F.sum(F.broadcast_sub(candidate_ious, iou_mean) ** 2, axis=1, keepdims=True)
                         / (candidate_ious.shape[1] - 1))
        is_pos = F.broadcast_greater_equal(candidate_ious, iou_mean + iou_std)
        return candidate_idxs, is_pos
