"""An EfficientNet port's mobile inverted bottleneck with squeeze-excitation: every conv preceded by
a TF-'same' pad block that reads `ih, iw = x.shape[-2:]` and pads by `math.ceil` and `max` of the
sizes; the excitation through `mx.nd.contrib.AdaptiveAvgPooling2D` and `mx.ndarray.sigmoid` (the eager
namespace).

Source: sufeidechabei/EfficientNet-Gluon model.py (MBConv.hybrid_forward, SamePadding, _add_conv) at
a5f918dc738624d799b43fd4f182e07d900d4c49; adapted: the class named Net, built as the network's
second block ('r2_k3_s22_e6_i16_o24_se0.25'), no drop-connect (a stride-2 block has no shortcut).
"""
import math
import mxnet as mx
from mxnet.gluon.block import HybridBlock
from mxnet.gluon import nn


INPUTS = [(2, 16, 9, 9)]


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


def _add_conv(out, channels=1, kernel=1, stride=1, pad=0,
              num_group=1, active=True, batchnorm=True):
    out.add(SamePadding(kernel, stride, dilation=(1, 1)))
    out.add(nn.Conv2D(channels, kernel, stride, pad, groups=num_group, use_bias=False))
    if batchnorm:
        out.add(nn.BatchNorm(scale=True, momentum=0.99, epsilon=1e-3))
    if active:
        out.add(nn.Swish())


class Net(nn.HybridBlock):
    def __init__(self, in_channels=16, channels=24, t=6, kernel=3, stride=2, se_ratio=0.25, drop_connect_rate=0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.use_shortcut = stride == 1 and in_channels == channels
        self.se_ratio = se_ratio
        self.drop_connect_rate = drop_connect_rate
        with self.name_scope():
            self.out = nn.HybridSequential(prefix="out_")
            with self.out.name_scope():
                if t != 1:
                    _add_conv(self.out, in_channels * t, active=True, batchnorm=True)
                _add_conv(self.out, in_channels * t, kernel=kernel, stride=stride, num_group=in_channels * t,
                          active=True, batchnorm=True)
            if se_ratio:
                num_squeezed_channels = max(1, int(in_channels * se_ratio))
                self._se_reduce = nn.HybridSequential(prefix="se_reduce_")
                self._se_expand = nn.HybridSequential(prefix="se_expand_")
                with self._se_reduce.name_scope():
                    _add_conv(self._se_reduce, num_squeezed_channels, active=False, batchnorm=False)
                with self._se_expand.name_scope():
                    _add_conv(self._se_expand, in_channels * t, active=False, batchnorm=False)
            self.project_layer = nn.HybridSequential(prefix="project_layer_")
            with self.project_layer.name_scope():
                _add_conv(self.project_layer, channels, active=False, batchnorm=True)

    def hybrid_forward(self, F, input):
        x = input
        x = self.out(x)
        if self.se_ratio:
            out = mx.nd.contrib.AdaptiveAvgPooling2D(x, 1)
            out = self._se_expand(self._se_reduce(out))
            out = mx.ndarray.sigmoid(out) * x
        out = self.project_layer(out)
        if self.use_shortcut:
            out = F.elemwise_add(out, input)
        return out
