"""EfficientNet's TF-"same" depthwise conv: the pad computed from `x.shape[2:]`, the stride and the dilation as `max((ceil(ih / s) - 1) * s + (k - 1) * d + 1 - ih, 0)`, split between both sides by `F.pad`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, kernel=3, stride=2, dilation=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.kernel, self.stride, self.dilation = kernel, stride, dilation
        with self.name_scope():
            self.dw = nn.Conv2D(channels, kernel, strides=stride, groups=channels,
                                in_channels=channels, use_bias=False)

    def hybrid_forward(self, F, x):
        ih, iw = x.shape[2:]
        s, k, d = self.stride, self.kernel, self.dilation
        pad_h = max((math.ceil(ih / s) - 1) * s + (k - 1) * d + 1 - ih, 0)
        pad_w = max((math.ceil(iw / s) - 1) * s + (k - 1) * d + 1 - iw, 0)
        x = F.pad(x, mode='constant', constant_value=0,
                  pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2))
        return self.dw(x)
