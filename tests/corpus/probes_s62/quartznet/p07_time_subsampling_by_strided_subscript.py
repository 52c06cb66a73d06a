"""Jasper/QuartzNet-style frame subsampling ported from PyTorch: every second frame kept by the subscript `x[:, :, ::2]` before the separable conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 16)]


class StrideBySubscript(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(StrideBySubscript, self).__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv1D(channels, 3, padding=1, groups=channels, in_channels=channels)
            self.pw = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        x = x[:, :, ::2]
        return F.relu(self.pw(self.dw(x)))


Net = StrideBySubscript
