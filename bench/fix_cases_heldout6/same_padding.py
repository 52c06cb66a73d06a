"""TF-style "same" padding computed from the input's spatial size at run time, before a strided conv.

Source: sufeidechabei/EfficientNet-Gluon @ a5f918d,
model.py (SamePadding.hybrid_forward); the conv that follows it in `_add_conv` is added here so the
block has parameters.
"""
import math

from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 7, 7)]


class SamePadding(HybridBlock):
    def __init__(self, kernel_size, stride, dilation, **kwargs):
        super(SamePadding, self).__init__(**kwargs)
        if isinstance(kernel_size, int):
            kernel_size = (kernel_size, ) * 2
        if isinstance(stride, int):
            stride = (stride, ) * 2
        self.kernel_size = kernel_size
        self.stride = stride
        self.dilation = dilation

    def hybrid_forward(self, F, x):
        ih, iw = x.shape[-2:]
        kh, kw = self.kernel_size
        sh, sw = self.stride
        oh, ow = math.ceil(ih / sh), math.ceil(iw / sw)
        pad_h = max((oh - 1) * self.stride[0] + (kh - 1) * self.dilation[0] + 1 - ih, 0)
        pad_w = max((ow - 1) * self.stride[1] + (kw - 1) * self.dilation[1] + 1 - iw, 0)
        if pad_h > 0 or pad_w > 0:
            x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad_w//2, pad_w - pad_w//2, pad_h//2, pad_h - pad_h//2))
            return x
        return x


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pad = SamePadding(3, 2, dilation=(1, 1))
            self.conv = nn.Conv2D(4, 3, 2, 0, use_bias=False, in_channels=3)

    def hybrid_forward(self, F, x):
        return self.conv(self.pad(x))
