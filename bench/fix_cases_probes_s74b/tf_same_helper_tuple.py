"""EfficientNet-TF's 'same' padding by a module helper that reads the size of the input and returns
the four widths (imgclsmob's `calc_tf_padding` pattern), the conv at stride 2.

Pattern: osmr/imgclsmob gluon/gluoncv2/models/efficientnet.py (calc_tf_padding, EffiDwsConvUnit
with tf_mode); written for this set, not copied."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 9, 10)]


def calc_tf_padding(x, kernel_size, stride=1, dilation=1):
    height, width = x.shape[2:]
    oh = math.ceil(height / stride)
    ow = math.ceil(width / stride)
    pad_h = max((oh - 1) * stride + (kernel_size - 1) * dilation + 1 - height, 0)
    pad_w = max((ow - 1) * stride + (kernel_size - 1) * dilation + 1 - width, 0)
    return pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, strides=2, in_channels=3)

    def hybrid_forward(self, F, x):
        x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0) + calc_tf_padding(x, 3, 2))
        return self.conv(x)
