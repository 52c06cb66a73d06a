"""EfficientNet's stem in TF mode: the 'SAME' padding computed in python from the input size
(`in_size = self.in_size if self.in_size is not None else x.shape[2:]`, then `math.ceil` and `max`
in a helper, apache/mxnet issue #18345 "how to hybridize this code"), `F.pad`, and a stride-2 conv
block with batch norm and swish.

Source: osmr/imgclsmob gluon/gluoncv2/models/efficientnet.py (calc_tf_padding,
EffiInitBlock.hybrid_forward) at c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted: conv3x3_block
inlined as conv + BN + swish, in_size left None (the model's default for a free input size).
"""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 9, 9)]


def calc_tf_padding(in_size, kernel_size, strides=1, dilation=1):
    """TF-'SAME' padding of a conv: a pad_width tuple for F.pad (4D, NCHW)."""
    height, width = in_size
    oh = math.ceil(height / strides)
    ow = math.ceil(width / strides)
    pad_h = max((oh - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)
    pad_w = max((ow - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)
    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2


class Swish(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x * F.sigmoid(x)


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, out_channels=8, bn_epsilon=1e-3, tf_mode=True, in_size=None, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.tf_mode = tf_mode
        self.in_size = in_size
        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(out_channels, 3, strides=2, padding=(0 if tf_mode else 1), use_bias=False,
                                    in_channels=in_channels),
                          nn.BatchNorm(epsilon=bn_epsilon, in_channels=out_channels),
                          Swish())

    def hybrid_forward(self, F, x):
        if self.tf_mode:
            in_size = self.in_size if self.in_size is not None else x.shape[2:]
            x = F.pad(x, mode="constant", pad_width=calc_tf_padding(in_size=in_size, kernel_size=3, strides=2),
                      constant_value=0)
        x = self.conv(x)
        return x
