"""Conformer convolution module: pointwise Conv1D to 2C, GLU by `F.split(num_outputs=2, axis=1)` and `a * F.sigmoid(b)`, depthwise Conv1D (`groups=C`), BatchNorm, swish, pointwise back, on (N, T, C) input transposed to NCW."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 6)]


class ConvModule(HybridBlock):
    def __init__(self, channels=6, kernel=5, **kwargs):
        super(ConvModule, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=channels)
            self.pw1 = nn.Conv1D(2 * channels, 1, in_channels=channels)
            self.dw = nn.Conv1D(channels, kernel, padding=kernel // 2, groups=channels,
                                in_channels=channels, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=channels)
            self.pw2 = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        y = self.norm(x).transpose((0, 2, 1))
        a, b = F.split(self.pw1(y), num_outputs=2, axis=1)
        y = a * F.sigmoid(b)
        y = self.bn(self.dw(y))
        y = y * F.sigmoid(y)
        return x + self.pw2(y).transpose((0, 2, 1))


Net = ConvModule
