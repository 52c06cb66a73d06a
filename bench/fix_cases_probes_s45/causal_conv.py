"""WaveNet-style causal dilated convolution: symmetric padding, the look-ahead cropped off the end."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 16)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, kernel_size=3, dilation=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._pad = (kernel_size - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(2 * channels, kernel_size, dilation=dilation,
                                  padding=self._pad, in_channels=channels)
            self.res = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = self.conv(x)[:, :, :-self._pad]
        gated = F.tanh(h[:, :x.shape[1]]) * F.sigmoid(h[:, x.shape[1]:])
        return x + self.res(gated)
