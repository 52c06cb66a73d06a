"""Sparse R-CNN's iterative heads: learnable proposal boxes (cx, cy, w, h in [0, 1], initialised to
the whole image) and proposal features tiled over the batch `F.tile(..., reps=(N, 1, 1))` with N from
`features.shape[0]`, scaled to the image by `nd.array([[img_w, img_h, img_w, img_h]])`; every stage
pools RoIs (`F.arange(N).repeat(nr_boxes)` as batch indices), updates the proposal features and
refines the boxes by deltas, the next stage starting from the detached boxes."""
import mxnet as mx
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


def apply_deltas(F, deltas, boxes, scale_clamp=4.0):
    x1, y1, x2, y2 = F.split(boxes, num_outputs=4, axis=-1)
    widths, heights = x2 - x1, y2 - y1
    ctr_x, ctr_y = x1 + 0.5 * widths, y1 + 0.5 * heights
    dx, dy, dw, dh = F.split(deltas, num_outputs=4, axis=-1)
    dx, dy = dx / 2., dy / 2.
    dw, dh = F.minimum(dw, scale_clamp), F.minimum(dh, scale_clamp)
    pred_ctr_x = dx * widths + ctr_x
    pred_ctr_y = dy * heights + ctr_y
    pred_w = F.exp(dw) * widths
    pred_h = F.exp(dh) * heights
    return F.concat(pred_ctr_x - 0.5 * pred_w, pred_ctr_y - 0.5 * pred_h,
                    pred_ctr_x + 0.5 * pred_w, pred_ctr_y + 0.5 * pred_h, dim=-1)


class RCNNHead(nn.HybridBlock):
    def __init__(self, channels, hidden, num_classes, pool, **kwargs):
        super(RCNNHead, self).__init__(**kwargs)
        with self.name_scope():
            self.fuse = nn.Dense(hidden, in_units=channels * pool * pool + hidden, activation='relu')
            self.cls = nn.Dense(num_classes, in_units=hidden)
            self.reg = nn.Dense(4, in_units=hidden)

    def hybrid_forward(self, F, pooled, pro_features, boxes):
        obj = self.fuse(F.concat(pooled.flatten(), pro_features, dim=1))
        return self.cls(obj), apply_deltas(F, self.reg(obj), boxes), obj


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_proposals=5, hidden=8, num_classes=3, num_heads=2, pool=2,
                 stride=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_proposals = num_proposals
        self.hidden = hidden
        self.pool = pool
        self.stride = stride
        with self.name_scope():
            self.init_proposal_boxes = self.params.get(
                'init_proposal_boxes', shape=(num_proposals, 4),
                init=mx.init.Constant(np.array([[0.5, 0.5, 1.0, 1.0]] * num_proposals)))
            self.init_proposal_features = self.params.get('init_proposal_features',
                                                          shape=(num_proposals, hidden))
            self.heads = nn.HybridSequential()
            for _ in range(num_heads):
                self.heads.add(RCNNHead(channels, hidden, num_classes, pool))

    def hybrid_forward(self, F, features, init_proposal_boxes, init_proposal_features):
        N = features.shape[0]
        img_h, img_w = features.shape[2] * self.stride, features.shape[3] * self.stride
        cx, cy, w, h = F.split(init_proposal_boxes, num_outputs=4, axis=-1)
        boxes = F.concat(cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h, dim=-1)
        boxes = boxes * nd.array([[img_w, img_h, img_w, img_h]])
        boxes = F.tile(boxes.expand_dims(0), reps=(N, 1, 1)).reshape((-1, 4))
        pro_features = F.tile(init_proposal_features.expand_dims(0), reps=(N, 1, 1)).reshape((-1, self.hidden))
        batch_idx = F.arange(N).repeat(self.num_proposals).reshape((-1, 1))

        class_logits = None
        for head in self.heads:
            rois = F.concat(batch_idx, boxes, dim=1)
            pooled = F.contrib.ROIAlign(features, rois, pooled_size=(self.pool, self.pool),
                                        spatial_scale=1. / self.stride, sample_ratio=2)
            class_logits, pred_boxes, pro_features = head(pooled, pro_features, boxes)
            boxes = F.stop_gradient(pred_boxes)
        return class_logits.reshape((N, self.num_proposals, -1)), boxes.reshape((N, -1, 4))
