"""ROIAlign over boxes assembled from a raw box input with slice_axis and concat (batch index 0)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 3, 16, 16), (4, 4)]


class Net(HybridBlock):
    def __init__(self, pooled=(2, 2), stride=2, **kwargs):
        super().__init__(**kwargs)
        self._pooled = pooled
        self._scale = 1.0 / stride
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, strides=stride, padding=1, in_channels=3)

    def hybrid_forward(self, F, image, raw_boxes):
        feat = self.conv(image)
        corner = F.abs(F.slice_axis(raw_boxes, axis=1, begin=0, end=2)) * 8
        size = F.abs(F.slice_axis(raw_boxes, axis=1, begin=2, end=4)) * 6 + 2
        batch_idx = F.zeros_like(F.slice_axis(raw_boxes, axis=1, begin=0, end=1))
        rois = F.concat(batch_idx, corner, corner + size, dim=1)
        pooled = F.contrib.ROIAlign(feat, rois, pooled_size=self._pooled, spatial_scale=self._scale)
        return F.flatten(pooled)
