"""Deformable convolution v1: offsets (2 * k * k channels) predicted by a zero-initialised `Conv2D`, the kernel and bias as Parameters fed to `F.contrib.DeformableConvolution`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class DeformConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.k = channels, k
        with self.name_scope():
            self.offset = nn.Conv2D(2 * k * k, k, padding=k // 2, in_channels=in_channels,
                                    weight_initializer=init.Zero())
            self.weight = self.params.get("weight", shape=(channels, in_channels, k, k), init=init.Xavier())
            self.bias = self.params.get("bias", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, bias):
        offsets = self.offset(x)
        return F.contrib.DeformableConvolution(x, offsets, weight, bias, kernel=(self.k, self.k),
                                               pad=(self.k // 2, self.k // 2), num_filter=self.channels)


Net = DeformConv
