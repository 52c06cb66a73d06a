"""Conformer convolution module with the GLU halves taken by legacy channel slices `y[:, :self.channels]` and `y[:, self.channels:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 6)]


class ConvModuleSliced(HybridBlock):
    def __init__(self, channels=6, kernel=3, **kwargs):
        super(ConvModuleSliced, self).__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * channels, 1, in_channels=channels)
            self.dw = nn.Conv1D(channels, kernel, padding=1, groups=channels, in_channels=channels)
            self.pw2 = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        y = self.pw1(x.transpose((0, 2, 1)))
        y = y[:, :self.channels] * F.sigmoid(y[:, self.channels:])
        y = self.dw(y)
        y = y * F.sigmoid(y)
        return self.pw2(y).transpose((0, 2, 1))


Net = ConvModuleSliced
