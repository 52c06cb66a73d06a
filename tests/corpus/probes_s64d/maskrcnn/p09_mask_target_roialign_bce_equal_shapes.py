"""Mask R-CNN mask loss: ground-truth masks (1, 1, H, W) cropped to each ROI by `F.contrib.ROIAlign(..., pooled_size=(14, 14))`, binarised by `>= 0.5`, the predicted (R, 1, 14, 14) logits against them by the stable sigmoid BCE `relu(x) - x * t + log(1 + exp(-|x|))` -- every operand the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8), (1, 1, 8, 8), (3, 4)]


class MaskTargetLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Conv2DTranspose(2, 2, strides=2, activation="relu"), nn.Conv2D(1, 1))

    def hybrid_forward(self, F, feat, gt_mask, proposals):
        boxes = F.abs(proposals) * 6
        rois = F.concat(F.zeros_like(F.slice_axis(boxes, axis=1, begin=0, end=1)), boxes, dim=1)
        x = self.head(F.contrib.ROIAlign(feat, rois, pooled_size=(7, 7), spatial_scale=1.0, sample_ratio=2))
        t = F.contrib.ROIAlign(gt_mask, rois, pooled_size=(14, 14), spatial_scale=1.0, sample_ratio=2) >= 0.5
        return F.mean(F.relu(x) - x * t + F.log(1 + F.exp(-F.abs(x))))


Net = MaskTargetLoss
