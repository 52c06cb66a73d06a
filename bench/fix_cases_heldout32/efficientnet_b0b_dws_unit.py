"""osmr/imgclsmob#32 (https://github.com/osmr/imgclsmob/issues/32), "export efficientnet_b0b model
failed": the second tf_mode unit the features reach, b0b's first stage, the depthwise-separable unit
(stride 1, 32 -> 16 channels): it pads with the same `calc_tf_padding(x, kernel_size=3)` before its
depthwise 3x3 convolution, so it fails hybridized as the stem does. At stride 1 the padding is
`kernel_size - 1` for every size, so this one is constant.

Source: osmr/imgclsmob @ 7c832377dc, gluon/gluoncv2/models/efficientnet.py: `calc_tf_padding` and
`EffiDwsConvUnit` unchanged (named `Net`, b0b's arguments as defaults: 32 -> 16 channels, stride 1,
bn_epsilon=1e-3, swish, tf_mode=True); gluon/gluoncv2/models/common.py's `ConvBlock` and `SEBlock`
unchanged, with `dwconv3x3_block`, `conv1x1_block` and `conv1x1` written as the ConvBlock /
nn.Conv2D they build and `get_activation_layer("swish")` as the `nn.Swish()` it returns.
INPUTS: (2, 32, 5, 6).
"""

import math
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 32, 5, 6)]


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


class SEBlock(HybridBlock):
    def __init__(self,
                 channels,
                 reduction=16,
                 approx_sigmoid=False,
                 activation=(lambda: nn.Activation("relu")),
                 **kwargs):
        super(SEBlock, self).__init__(**kwargs)
        mid_cannels = channels // reduction

        with self.name_scope():
            self.conv1 = nn.Conv2D(
                channels=mid_cannels,
                kernel_size=1,
                use_bias=True,
                in_channels=channels)
            self.activ = nn.Swish()
            self.conv2 = nn.Conv2D(
                channels=channels,
                kernel_size=1,
                use_bias=True,
                in_channels=mid_cannels)
            self.sigmoid = nn.Activation("sigmoid")

    def hybrid_forward(self, F, x):
        w = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)
        w = self.conv1(w)
        w = self.activ(w)
        w = self.conv2(w)
        w = self.sigmoid(w)
        x = F.broadcast_mul(x, w)
        return x


class Net(HybridBlock):
    def __init__(self,
                 in_channels=32,
                 out_channels=16,
                 strides=1,
                 bn_epsilon=1e-3,
                 bn_use_global_stats=False,
                 activation="swish",
                 tf_mode=True,
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.tf_mode = tf_mode
        self.residual = (in_channels == out_channels) and (strides == 1)

        with self.name_scope():
            self.dw_conv = ConvBlock(
                in_channels=in_channels,
                out_channels=in_channels,
                kernel_size=3,
                strides=1,
                padding=(0 if tf_mode else 1),
                groups=in_channels,
                bn_epsilon=bn_epsilon,
                bn_use_global_stats=bn_use_global_stats,
                activation=activation)
            self.se = SEBlock(
                channels=in_channels,
                reduction=4,
                activation=activation)
            self.pw_conv = ConvBlock(
                in_channels=in_channels,
                out_channels=out_channels,
                kernel_size=1,
                strides=1,
                padding=0,
                bn_epsilon=bn_epsilon,
                bn_use_global_stats=bn_use_global_stats,
                activation=None)

    def hybrid_forward(self, F, x):
        if self.residual:
            identity = x
        if self.tf_mode:
            x = F.pad(x, mode="constant", pad_width=calc_tf_padding(x, kernel_size=3), constant_value=0)
        x = self.dw_conv(x)
        x = self.se(x)
        x = self.pw_conv(x)
        if self.residual:
            x = x + identity
        return x
