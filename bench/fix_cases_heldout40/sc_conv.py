"""SCNet's self-calibrated convolution from osmr/imgclsmob's Gluon model zoo
(gluon/gluoncv2/models/scnet.py, `ScConv`). `hybrid_forward` takes `in_size = self.in_size if
self.in_size is not None else x.shape[2:]` (in_size defaults to None) and hands it to an
`InterpolationBlock(scale_factor, bilinear=False)` as its `size`, which then resizes bilinearly to it:
`self.sigmoid(x + self.up(self.down(x), in_size))`. Eagerly it runs; hybridized `x.shape` on a Symbol
raises AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/scnet.py (ScDownBlock, ScConv) and
gluon/gluoncv2/models/common.py (BatchNormExtra, ConvBlock, conv3x3_block, InterpolationBlock without
`calc_flops`/`__repr__`; get_activation_layer reduced to its function branch, the only one ConvBlock's
default takes), as written, docstrings left out. Net: 4 -> 4 channels, stride 1, scale_factor 2, in_size
None (the default). Input: a (2, 4, 6, 6) batch.
"""
from inspect import isfunction

from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 4, 6, 6)]


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


def conv3x3_block(in_channels,
                  out_channels,
                  strides=1,
                  padding=1,
                  dilation=1,
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
        kernel_size=3,
        strides=strides,
        padding=padding,
        dilation=dilation,
        groups=groups,
        use_bias=use_bias,
        use_bn=use_bn,
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


class ScDownBlock(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 pool_size=2,
                 bn_use_global_stats=False,
                 bn_cudnn_off=False,
                 **kwargs):
        super(ScDownBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.AvgPool2D(
                pool_size=pool_size,
                strides=pool_size)
            self.conv = conv3x3_block(
                in_channels=in_channels,
                out_channels=out_channels,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off,
                activation=None)

    def hybrid_forward(self, F, x):
        x = self.pool(x)
        x = self.conv(x)
        return x


class ScConv(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 strides,
                 scale_factor,
                 bn_use_global_stats=False,
                 bn_cudnn_off=False,
                 in_size=None,
                 **kwargs):
        super(ScConv, self).__init__(**kwargs)
        self.in_size = in_size

        with self.name_scope():
            self.down = ScDownBlock(
                in_channels=in_channels,
                out_channels=out_channels,
                pool_size=scale_factor,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off)
            self.up = InterpolationBlock(scale_factor=scale_factor, bilinear=False)
            self.sigmoid = nn.Activation("sigmoid")
            self.conv1 = conv3x3_block(
                in_channels=in_channels,
                out_channels=in_channels,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off,
                activation=None)
            self.conv2 = conv3x3_block(
                in_channels=in_channels,
                out_channels=out_channels,
                strides=strides,
                bn_use_global_stats=bn_use_global_stats,
                bn_cudnn_off=bn_cudnn_off)

    def hybrid_forward(self, F, x):
        in_size = self.in_size if self.in_size is not None else x.shape[2:]
        w = self.sigmoid(x + self.up(self.down(x), in_size))
        x = self.conv1(x) * w
        x = self.conv2(x)
        return x


class Net(ScConv):
    def __init__(self):
        super(Net, self).__init__(in_channels=4, out_channels=4, strides=1, scale_factor=2)
