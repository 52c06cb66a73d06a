"""dmlc/gluon-cv PR #946 (https://github.com/dmlc/gluon-cv/pull/946), "efficientnet": the author of
an EfficientNet port reports "It does't support hybrid now because mxnet doesn't have same
padding"; the maintainers: "please try to remove usage of `.shape` in the network". His
`SamePadding` block computes TF-'same' padding from `x.shape[-2:]` in hybrid_forward, and the
MBConv block around it pools with `mx.nd.contrib.AdaptiveAvgPooling2D` (the eager namespace).

Source: sufeidechabei/EfficientNet-Gluon @ 1403b81 (the repository the PR points to for its
training files), model.py: `SamePadding`, `_add_conv`, `drop_connect` and `MBConv` unchanged but
for `mx.` imports; `Net` is the network's first MBConv (b0: 32 -> 16 channels, expand ratio 1,
kernel 3, stride 1, se_ratio 0.25, drop_connect_rate 0.2; no shortcut, so drop_connect is not
reached). INPUTS: a (2, 32, 6, 7) feature map.
"""
import math
import mxnet as mx
from mxnet.gluon.block import HybridBlock
from mxnet.gluon import nn

INPUTS = [(2, 32, 6, 7)]


def drop_connect(x, p, training):
    if not training: return x
    batch_size = x.shape[0]
    keep_prob = 1 - p
    random_tensor = keep_prob
    random_tensor += mx.nd.random.uniform(shape = [batch_size, 1, 1, 1]).astype(x.dtype).as_in_context(x.context)  # uniform [0,1)
    binary_tensor = mx.nd.floor(random_tensor)
    output = x / keep_prob * binary_tensor
    return output

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
    out.add(SamePadding(kernel, stride,  dilation=(1, 1)))
    out.add(nn.Conv2D(channels, kernel, stride, pad, groups=num_group, use_bias=False))
    if batchnorm:
       out.add(nn.BatchNorm(scale=True, momentum=0.99, epsilon=1e-3))
    if active:
        out.add(nn.Swish())

class MBConv(nn.HybridBlock):
    def __init__(self, in_channels, channels, t, kernel, stride, se_ratio = 0, drop_connect_rate=0,**kwargs):
        super(MBConv, self).__init__(**kwargs)
        self.use_shortcut = stride == 1 and in_channels == channels
        self.se_ratio = se_ratio
        self.drop_connect_rate = drop_connect_rate
        with self.name_scope():
            self.out = nn.HybridSequential(prefix = "out_")
            with self.out.name_scope():
                if t != 1:
                    _add_conv(self.out, in_channels * t, active=True)
                _add_conv(self.out, in_channels * t, kernel=kernel, stride=stride, num_group=in_channels * t,
                          active=True, batchnorm=True)
            if se_ratio:
                num_squeezed_channels = max(1, int(in_channels * se_ratio))
                self._se_reduce = nn.HybridSequential(prefix = "se_reduce_")
                self._se_expand = nn.HybridSequential(prefix = "se_expand_")
                with self._se_reduce.name_scope():
                     _add_conv(self._se_reduce, num_squeezed_channels, active=False, batchnorm=False)
                with self._se_expand.name_scope():
                     _add_conv(self._se_expand, in_channels * t, active=False, batchnorm=False)
            self.project_layer = nn.HybridSequential(prefix = "project_layer_")
            with self.project_layer.name_scope():
                 _add_conv(self.project_layer,channels, active=False, batchnorm=True)
    def hybrid_forward(self, F, x):
        out = self.out(x)
        if self.se_ratio:
            out = mx.nd.contrib.AdaptiveAvgPooling2D(x, 1)
            out = self._se_expand(self._se_reduce(out))
            out = nn.Swish()(out)
        out = self.project_layer(out)
        if self.use_shortcut:
            if self.drop_connect_rate:
                out = drop_connect(out, p=self.drop_connect_rate, training=self.training)
            out = F.elemwise_add(out, x)
        return out
    def get_mode(self, training):
        self.training = training


class Net(MBConv):
    def __init__(self):
        super(Net, self).__init__(32, 16, 1, 3, 1, 0.25, 0.2)
