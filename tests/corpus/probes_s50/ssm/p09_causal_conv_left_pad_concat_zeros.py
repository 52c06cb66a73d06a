"""Causal depthwise convolution of a Mamba block: (B, L, C) transposed to (B, C, L), left-padded with k-1 zero steps made by `zeros_like` of a `slice_axis` and `concat`, then a Conv1D without padding keeps the length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class CausalConv1D(HybridBlock):
    def __init__(self, channels=3, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.pad = kernel_size - 1
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, groups=channels, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = F.transpose(x, axes=(0, 2, 1))
        zeros = F.zeros_like(F.slice_axis(h, axis=2, begin=0, end=self.pad))
        y = self.conv(F.concat(zeros, h, dim=2))
        return F.transpose(y, axes=(0, 2, 1)) * F.sigmoid(x)


Net = CausalConv1D
