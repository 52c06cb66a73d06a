"""Conformer convolution module on (B, T, C): transpose to (B, C, T), a pointwise Conv1D to 2C, GLU by
`F.split(num_outputs=2, axis=1)`, a depthwise Conv1D (`groups=C`), BatchNorm, swish, pointwise back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class ConvModule(HybridBlock):
    def __init__(self, channels=6, kernel=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * channels, 1)
            self.dw = nn.Conv1D(channels, kernel, padding=kernel // 2, groups=channels)
            self.bn = nn.BatchNorm()
            self.pw2 = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x):
        h = self.pw1(x.transpose((0, 2, 1)))
        a, gate = F.split(h, num_outputs=2, axis=1)
        h = self.bn(self.dw(a * F.sigmoid(gate)))
        h = self.pw2(h * F.sigmoid(h))
        return x + h.transpose((0, 2, 1))


Net = ConvModule
