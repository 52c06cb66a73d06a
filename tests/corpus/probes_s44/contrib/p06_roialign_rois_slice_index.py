"""ROIAlign whose boxes are scaled with `rois[:, 1:] * stride` slicing of the roi tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 3, 16, 16), (4, 5)]


class Net(HybridBlock):
    def __init__(self, pooled=(2, 2), stride=2, **kwargs):
        super().__init__(**kwargs)
        self._pooled = pooled
        self._stride = stride
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, strides=stride, padding=1, in_channels=3)

    def hybrid_forward(self, F, image, rois):
        feat = self.conv(image)
        boxes = F.abs(rois[:, 1:]) * 8 / self._stride
        rois = F.concat(F.zeros_like(rois[:, :1]), boxes, dim=1)
        return F.flatten(F.contrib.ROIAlign(feat, rois, pooled_size=self._pooled, spatial_scale=1.0))
