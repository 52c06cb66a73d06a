"""Causal convolution that crops the padded output with `end=y.shape[2] - self.pad`."""
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
        y = F.slice_axis(y, axis=2, begin=0, end=y.shape[2] - self.pad)
        return F.transpose(y, axes=(0, 2, 1))
