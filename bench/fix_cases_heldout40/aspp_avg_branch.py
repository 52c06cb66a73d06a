"""DeepLabv3's ASPP pooling branch from osmr/imgclsmob's Gluon model zoo
(gluon/gluoncv2/models/deeplabv3.py, `ASPPAvgBranch`). `DeepLabv3(fixed_size=False)` builds it with
`upscale_out_size=None`; `hybrid_forward` then takes `in_size = ... else x.shape[2:]`, pools to 1x1, a
1x1 conv block, and `F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])`. Eagerly it
runs; hybridized `x.shape` on a Symbol raises AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/deeplabv3.py (ASPPAvgBranch) and
gluon/gluoncv2/models/common.py (BatchNormExtra, ConvBlock, conv1x1_block; get_activation_layer reduced
to its function branch), as written, docstrings left out. Net: 6 -> 4 channels, upscale_out_size None.
Input: a (2, 6, 5, 7) batch.
"""
from inspect import isfunction

from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 6, 5, 7)]


def get_activation_layer(activation):
    assert (activation is not None)
    if isfunction(activation):
        return activation()
    else:
        assert (isinstance(activation, HybridBlock))
        return activation


class BatchNormExtra(nn.BatchNorm):
    def __init__(self, **kwargs):
        has_cudnn_off = ("cudnn_off" in kwargs)
        if has_cudnn_off:
            cudnn_off = kwargs["cudnn_off"]
            del kwargs["cudnn_off"]
        super(BatchNormExtra, self).__init__(**kwargs)
        if has_cudnn_off:
            self._kwargs["cudnn_off"] = cudnn_off


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
                 bn_cudnn_off=False,
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
                self.bn = BatchNormExtra(
                    in_channels=out_channels,
                    epsilon=bn_epsilon,
                    use_global_stats=bn_use_global_stats,
                    cudnn_off=bn_cudnn_off)
            if self.activate:
                self.activ = get_activation_layer(activation)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        if self.use_bn:
            x = self.bn(x)
        if self.activate:
            x = self.activ(x)
        return x


def conv1x1_block(in_channels,
                  out_channels,
                  strides=1,
                  padding=0,
                  groups=1,
                  use_bias=False,
                  use_bn=True,
                  bn_epsilon=1e-5,
                  bn_use_global_stats=False,
                  bn_cudnn_off=False,
                  activation=(lambda: nn.Activation("relu")),
                  **kwargs):
    return ConvBlock(
        in_channels=in_channels,
        out_channels=out_channels,
        kernel_size=1,
        strides=strides,
        padding=padding,
        groups=groups,
        use_bias=use_bias,
        use_bn=use_bn,
        bn_epsilon=bn_epsilon,
        bn_use_global_stats=bn_use_global_stats,
        bn_cudnn_off=bn_cudnn_off,
        activation=activation,
        **kwargs)


class ASPPAvgBranch(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 upscale_out_size,
                 **kwargs):
        super(ASPPAvgBranch, self).__init__(**kwargs)
        self.upscale_out_size = upscale_out_size

        with self.name_scope():
            self.conv = conv1x1_block(
                in_channels=in_channels,
                out_channels=out_channels)

    def hybrid_forward(self, F, x):
        in_size = self.upscale_out_size if self.upscale_out_size is not None else x.shape[2:]
        x = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)
        x = self.conv(x)
        x = F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])
        return x


class Net(ASPPAvgBranch):
    def __init__(self):
        super(Net, self).__init__(in_channels=6, out_channels=4, upscale_out_size=None)
