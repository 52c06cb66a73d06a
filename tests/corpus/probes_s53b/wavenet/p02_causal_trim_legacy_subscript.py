"""Causal trimming as the PyTorch WaveNet ports write it, `out[:, :, :-self.padding]`, on a legacy array."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class CausalConv1D(HybridBlock):
    def __init__(self, channels=4, kernel_size=3, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.padding = (kernel_size - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, dilation=dilation, padding=self.padding)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :-self.padding]


Net = CausalConv1D
