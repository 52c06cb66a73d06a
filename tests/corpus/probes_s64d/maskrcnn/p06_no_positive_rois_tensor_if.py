"""Mask R-CNN mask loss guarded against batches without foreground ROIs: `if F.sum(labels > 0) == 0: return F.zeros_like(...)` -- an `if` on a tensor comparison."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 7, 7), (3,), (3, 14, 14)]


class GuardedMaskLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(1, 2, strides=2)

    def hybrid_forward(self, F, roi_feat, labels, gt_masks):
        logits = self.up(roi_feat).reshape((-3, -2))
        if F.sum(labels > 0) == 0:
            return F.sum(logits) * 0
        target = (gt_masks > 0) * 1.0
        return F.mean(F.relu(logits) - logits * target + F.log(1 + F.exp(-F.abs(logits))))


Net = GuardedMaskLoss
