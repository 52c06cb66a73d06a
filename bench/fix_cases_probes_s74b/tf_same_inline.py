"""A TF-ported stem: 'same' padding computed inline from the input's size before a stride-2 conv
(`ih, iw = x.shape[-2:]`, `pad_h = max((ceil(ih / s) - 1) * s + k - ih, 0)`), padded only
`if pad_h > 0 or pad_w > 0`. Pattern: timm's Conv2dSame as Gluon ports write it; written for this set."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 11, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, strides=2, in_channels=3)

    def hybrid_forward(self, F, x):
        ih, iw = x.shape[-2:]
        pad_h = max((math.ceil(ih / 2) - 1) * 2 + 3 - ih, 0)
        pad_w = max((math.ceil(iw / 2) - 1) * 2 + 3 - iw, 0)
        if pad_h > 0 or pad_w > 0:
            x = F.pad(x, mode='constant',
                      pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2))
        return self.conv(x)
