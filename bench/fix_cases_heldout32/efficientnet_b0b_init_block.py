"""osmr/imgclsmob#32 (https://github.com/osmr/imgclsmob/issues/32), "export efficientnet_b0b model
failed": a user hybridized `efficientnet_b0b` (the TF-ported variant, `tf_mode=True`) to export it,
and tracing failed inside `self.features(x)`: every tf_mode unit pads its input with
`calc_tf_padding(x, ...)`, a helper reading `x.shape[2:]`, which a Symbol does not have. This is
the first unit the features reach, the stem.

Source: osmr/imgclsmob @ 7c832377dc (the last change before the report, 2019-09),
gluon/gluoncv2/models/efficientnet.py: `calc_tf_padding` and `EffiInitBlock` unchanged (named
`Net`, with b0b's arguments as defaults: 3 -> 32 channels, bn_epsilon=1e-3, swish, tf_mode=True);
gluon/gluoncv2/models/common.py's `ConvBlock` (what `conv3x3_block` builds) unchanged, its
`get_activation_layer("swish")` written as the `nn.Swish()` it returns. INPUTS: a small image with
an odd width, (2, 3, 8, 9), so the stride-2 TF padding is asymmetric in one direction.
"""
import math
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 8, 9)]


def calc_tf_padding(x,
                    kernel_size,
                    strides=1,
                    dilation=1):
    height, width = x.shape[2:]
    oh = math.ceil(height / strides)
    ow = math.ceil(width / strides)
    pad_h = max((oh - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)
    pad_w = max((ow - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)
    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2


class ConvBlock(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 kernel_size,
                 strides,
                 padding,
                 dilation=1,
                 groups=1,
                 use_bias=False,
                 use_bn=True,
                 bn_epsilon=1e-5,
                 bn_use_global_stats=False,
                 activation=(lambda: nn.Activation("relu")),
                 **kwargs):
        super(ConvBlock, self).__init__(**kwargs)
        self.activate = (activation is not None)
        self.use_bn = use_bn

        with self.name_scope():
            self.conv = nn.Conv2D(
                channels=out_channels,
                kernel_size=kernel_size,
                strides=strides,
                padding=padding,
                dilation=dilation,
                groups=groups,
                use_bias=use_bias,
                in_channels=in_channels)
            if self.use_bn:
                self.bn = nn.BatchNorm(
                    in_channels=out_channels,
                    epsilon=bn_epsilon,
                    use_global_stats=bn_use_global_stats)
            if self.activate:
                self.activ = nn.Swish()

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        if self.use_bn:
            x = self.bn(x)
        if self.activate:
            x = self.activ(x)
        return x


class Net(HybridBlock):
    def __init__(self,
                 in_channels=3,
                 out_channels=32,
                 bn_epsilon=1e-3,
                 bn_use_global_stats=False,
                 activation="swish",
                 tf_mode=True,
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.tf_mode = tf_mode

        with self.name_scope():
            self.conv = ConvBlock(
                in_channels=in_channels,
                out_channels=out_channels,
                kernel_size=3,
                strides=2,
                padding=(0 if tf_mode else 1),
                bn_epsilon=bn_epsilon,
                bn_use_global_stats=bn_use_global_stats,
                activation=activation)

    def hybrid_forward(self, F, x):
        if self.tf_mode:
            x = F.pad(x, mode="constant", pad_width=calc_tf_padding(x, kernel_size=3, strides=2), constant_value=0)
        x = self.conv(x)
        return x
