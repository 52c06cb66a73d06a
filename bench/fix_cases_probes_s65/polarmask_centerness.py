"""PolarMask's head: 36 ray lengths per location (`exp` of a conv, as the distances must be positive), the
predictions flattened to one row per location (`transpose` then `reshape((b * h * w, num_rays))` from the
feature's unpacked shape), the polar centerness `sqrt(min(d) / max(d))` over the rays of each row, and the
class scores weighted by it and folded back to `(b, h * w, C)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, num_classes=3, num_rays=36, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_rays = num_rays
        with self.name_scope():
            self.mask_conv = nn.Conv2D(num_rays, 3, padding=1, in_channels=in_channels)
            self.cls_conv = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        b, _, h, w = x.shape
        rays = F.exp(self.mask_conv(x))
        rays = rays.transpose((0, 2, 3, 1)).reshape((b * h * w, self.num_rays))
        centerness = F.sqrt(rays.min(axis=-1) / rays.max(axis=-1))
        cls = F.sigmoid(self.cls_conv(x)).transpose((0, 2, 3, 1)).reshape((b * h * w, -1))
        scores = cls * centerness.reshape((-1, 1))
        return scores.reshape((b, h * w, -1)), rays
