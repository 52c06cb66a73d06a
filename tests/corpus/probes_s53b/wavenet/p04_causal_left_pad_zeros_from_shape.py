"""Causal convolution by explicit left padding: `F.zeros((x.shape[0], x.shape[1], self.pad))` concatenated before the input, then an unpadded dilated conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class CausalConv(HybridBlock):
    def __init__(self, channels=4, kernel_size=2, dilation=4, **kwargs):
        super().__init__(**kwargs)
        self.pad = (kernel_size - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, dilation=dilation)

    def hybrid_forward(self, F, x):
        zeros = F.zeros((x.shape[0], x.shape[1], self.pad))
        return self.conv(F.concat(zeros, x, dim=2))


Net = CausalConv
