"""RepPoints' classification branch: the initial points predicted by a conv, their gradient scaled by
`gradient_mul` (`pts * g + stop_gradient(pts) * (1 - g)`), the deformable conv's offsets taken as the points
minus the regular 3x3 kernel grid `dcn_base_offset` (built with numpy in `__init__` and kept as an
NDArray of shape (1, 18, 1, 1), subtracted by a plain `-`), the features sampled at the points by
`F.contrib.DeformableConvolution` with a registered weight, and the scores flattened per location by
`reshape((b, -1, h * w))`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, feat_channels=4, num_classes=3, gradient_mul=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.feat_channels = feat_channels
        self.gradient_mul = gradient_mul
        dcn_base = np.arange(-1, 2).astype(np.float64)
        dcn_base_y = np.repeat(dcn_base, 3)
        dcn_base_x = np.tile(dcn_base, 3)
        dcn_base_offset = np.stack([dcn_base_y, dcn_base_x], axis=1).reshape((-1))
        self.dcn_base_offset = nd.array(dcn_base_offset).reshape((1, -1, 1, 1))
        with self.name_scope():
            self.pts_init_conv = nn.Conv2D(18, 3, padding=1, in_channels=in_channels)
            self.cls_weight = self.params.get('cls_weight', shape=(feat_channels, in_channels, 3, 3))
            self.cls_out = nn.Conv2D(num_classes, 1, in_channels=feat_channels)

    def hybrid_forward(self, F, x, cls_weight):
        pts_init = self.pts_init_conv(x)
        pts_grad = (1 - self.gradient_mul) * F.stop_gradient(pts_init) + self.gradient_mul * pts_init
        dcn_offset = pts_grad - self.dcn_base_offset
        feat = F.contrib.DeformableConvolution(x, dcn_offset, cls_weight, kernel=(3, 3), pad=(1, 1),
                                               num_filter=self.feat_channels, no_bias=True)
        cls = self.cls_out(F.relu(feat))
        b, _, h, w = cls.shape
        return cls.reshape((b, -1, h * w)), pts_init
