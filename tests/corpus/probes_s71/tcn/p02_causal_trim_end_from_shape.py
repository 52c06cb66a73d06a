"""Causal trim written as `out.slice_axis(axis=2, begin=0, end=out.shape[2] - self.pad)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10)]


class ShapeTrim(HybridBlock):
    def __init__(self, channels=4, kernel=2, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.pad = (kernel - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, padding=self.pad, dilation=dilation)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out.slice_axis(axis=2, begin=0, end=out.shape[2] - self.pad)


Net = ShapeTrim
