"""Causal convolution by symmetric padding `k - 1` and a crop of the trailing steps with `slice_axis(end=-(k - 1))`, as WaveNet ports do; the crop is skipped by a python-valued `if` for k = 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class Net(HybridBlock):
    def __init__(self, channels=3, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.pad = kernel_size - 1
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, padding=self.pad, in_channels=channels)

    def hybrid_forward(self, F, x):
        y = self.conv(F.transpose(x, axes=(0, 2, 1)))
        if self.pad:
            y = F.slice_axis(y, axis=2, begin=0, end=-self.pad)
        return F.transpose(y, axes=(0, 2, 1))
