"""TensorFlow-style "SAME" padding computed from the input size before a strided convolution."""
import math

from mxnet.gluon import nn

INPUTS = [(2, 3, 7, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, kernel=3, stride=2, in_channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kernel = kernel
        self._stride = stride
        with self.name_scope():
            self.conv = nn.Conv2D(channels, kernel, strides=stride, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        ih, iw = x.shape[2:]
        k, s = self._kernel, self._stride
        ph = max((math.ceil(ih / s) - 1) * s + k - ih, 0)
        pw = max((math.ceil(iw / s) - 1) * s + k - iw, 0)
        x = F.pad(x, mode='constant',
                  pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, pw // 2, pw - pw // 2))
        return self.conv(x)
