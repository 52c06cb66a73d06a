"""PiDiNet's pixel difference convolutions: a Conv2d-like block holding its own weight and computing the
fused difference kernel in hybrid_forward -- central difference (`y - conv(x, w.sum((2, 3)))`), angular
difference (the flattened 3x3 kernel minus its clockwise-rotated copy by an index gather
`w[:, :, [3, 0, 1, 6, 4, 2, 7, 8, 5]]`) and radial difference (a 5x5 kernel scattered from the outer ring
of the 3x3 one, dilation 2); `num_filter` read from the weight's shape, the pad from the kernel's."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class PDConv(nn.HybridBlock):
    def __init__(self, pdc, in_channels, out_channels, **kwargs):
        super(PDConv, self).__init__(**kwargs)
        self.pdc = pdc
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(out_channels, in_channels, 3, 3),
                                          init=mx.init.Xavier())

    def hybrid_forward(self, F, x, weight):
        shape = weight.shape
        if self.pdc == 'cd':
            weights_c = weight.sum(axis=(2, 3), keepdims=True)
            yc = F.Convolution(x, weights_c, kernel=(1, 1), num_filter=shape[0], no_bias=True)
            y = F.Convolution(x, weight, kernel=(3, 3), pad=(1, 1), num_filter=shape[0], no_bias=True)
            return y - yc
        if self.pdc == 'ad':
            w = weight.reshape((shape[0], shape[1], -1))
            w_conv = (w - w[:, :, nd.array([3, 0, 1, 6, 4, 2, 7, 8, 5])]).reshape(shape)
            return F.Convolution(x, w_conv, kernel=(3, 3), pad=(1, 1), num_filter=shape[0], no_bias=True)
        # 'rd'
        w = weight.reshape((shape[0], shape[1], -1))
        buffer = nd.zeros((shape[0], shape[1], 25))
        buffer[:, :, [0, 2, 4, 10, 14, 20, 22, 24]] = w[:, :, 1:]
        buffer[:, :, [6, 7, 8, 11, 13, 16, 17, 18]] = -w[:, :, 1:]
        buffer = buffer.reshape((shape[0], shape[1], 5, 5))
        return F.Convolution(x, buffer, kernel=(5, 5), pad=(2, 2), num_filter=shape[0], no_bias=True)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cd = PDConv('cd', channels, channels)
            self.ad = PDConv('ad', channels, channels)
            self.rd = PDConv('rd', channels, channels)

    def hybrid_forward(self, F, x):
        x = F.relu(self.cd(x)) + x
        x = F.relu(self.ad(x)) + x
        return F.relu(self.rd(x)) + x
