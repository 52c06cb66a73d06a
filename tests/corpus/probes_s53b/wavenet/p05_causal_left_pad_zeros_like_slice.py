"""Causal left padding built from the input itself: `F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=self.pad))` concatenated in front (the pad length a python value), then an unpadded dilated conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class CausalConv(HybridBlock):
    def __init__(self, channels=4, kernel_size=2, dilation=4, **kwargs):
        super().__init__(**kwargs)
        self.pad = (kernel_size - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, dilation=dilation)

    def hybrid_forward(self, F, x):
        zeros = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=self.pad))
        return self.conv(F.concat(zeros, x, dim=2))


Net = CausalConv
