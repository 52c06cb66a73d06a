"""Fast-SCNN's feature fusion from osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/fastscnn.py,
`FeatureFusion`). `FastSCNN(fixed_size=False)` builds it with `x_in_size=None`; `hybrid_forward(x, y)`
then takes `x_in_size = ... else x.shape[2:]`, resizes the low-resolution `y` to it through an
`InterpolationBlock`, and adds the two branches. Eagerly it runs; hybridized `x.shape` on a Symbol raises
AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/fastscnn.py (FeatureFusion) and
gluon/gluoncv2/models/common.py (BatchNormExtra, ConvBlock, conv1x1_block, dwconv_block, dwconv3x3_block,
InterpolationBlock without `calc_flops`/`__repr__`; get_activation_layer reduced to its function branch),
as written, docstrings left out. Net: x 4 channels, y 5 channels (the depthwise conv keeps its channels,
as FastSCNN builds it: 128 and 128), 5 out, x_in_size None. Inputs: x (2, 4, 8, 6), y (2, 5, 2, 3).
"""
from inspect import isfunction

from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 4, 8, 6), (2, 5, 2, 3)]


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


def dwconv_block(in_channels,
                 out_channels,
                 kernel_size,
                 strides,
                 padding,
                 dilation=1,
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
        kernel_size=kernel_size,
        strides=strides,
        padding=padding,
        dilation=dilation,
        groups=out_channels,
        use_bias=use_bias,
        use_bn=use_bn,
        bn_epsilon=bn_epsilon,
        bn_use_global_stats=bn_use_global_stats,
        bn_cudnn_off=bn_cudnn_off,
        activation=activation,
        **kwargs)


def dwconv3x3_block(in_channels,
                    out_channels,
                    strides=1,
                    padding=1,
                    dilation=1,
                    use_bias=False,
                    bn_epsilon=1e-5,
                    bn_use_global_stats=False,
                    bn_cudnn_off=False,
                    activation=(lambda: nn.Activation("relu")),
                    **kwargs):
    return dwconv_block(
        in_channels=in_channels,
        out_channels=out_channels,
        kernel_size=3,
        strides=strides,
        padding=padding,
        dilation=dilation,
        use_bias=use_bias,
        bn_epsilon=bn_epsilon,
        bn_use_global_stats=bn_use_global_stats,
        bn_cudnn_off=bn_cudnn_off,
        activation=activation,
        **kwargs)


class InterpolationBlock(HybridBlock):
    def __init__(self,
                 scale_factor,
                 out_size=None,
                 bilinear=True,
                 up=True,
                 **kwargs):
        super(InterpolationBlock, self).__init__(**kwargs)
        self.scale_factor = scale_factor
        self.out_size = out_size
        self.bilinear = bilinear
        self.up = up

    def hybrid_forward(self, F, x, size=None):
        if self.bilinear or (size is not None):
            out_size = self.calc_out_size(x) if size is None else size
            return F.contrib.BilinearResize2D(x, height=out_size[0], width=out_size[1])
        else:
            return F.UpSampling(x, scale=self.scale_factor, sample_type="nearest")

    def calc_out_size(self, x):
        if self.out_size is not None:
            return self.out_size
        if self.up:
            return tuple(s * self.scale_factor for s in x.shape[2:])
        else:
            return tuple(s // self.scale_factor for s in x.shape[2:])


class FeatureFusion(HybridBlock):
    def __init__(self,
                 x_in_channels,
                 y_in_channels,
                 out_channels,
                 x_in_size,
                 bn_use_global_stats=False,
                 bn_cudnn_off=False,
                 **kwargs):
        super(FeatureFusion, self).__init__(**kwargs)
        self.x_in_size = x_in_size

        with self.name_scope():
            self.up = InterpolationBlock(
                scale_factor=None,
                out_size=x_in_size)
            self.low_dw_conv = dwconv3x3_block(
                in_channels=y_in_channels,
                out_channels=out_channels,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off)
            self.low_pw_conv = conv1x1_block(
                in_channels=out_channels,
                out_channels=out_channels,
                use_bias=True,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off,
                activation=None)
            self.high_conv = conv1x1_block(
                in_channels=x_in_channels,
                out_channels=out_channels,
                use_bias=True,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off,
                activation=None)
            self.activ = nn.Activation("relu")

    def hybrid_forward(self, F, x, y):
        x_in_size = self.x_in_size if self.x_in_size is not None else x.shape[2:]
        y = self.up(y, x_in_size)
        y = self.low_dw_conv(y)
        y = self.low_pw_conv(y)
        x = self.high_conv(x)
        out = x + y
        return self.activ(out)


class Net(FeatureFusion):
    def __init__(self):
        super(Net, self).__init__(x_in_channels=4, y_in_channels=5, out_channels=5, x_in_size=None)
