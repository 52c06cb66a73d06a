"""Causal conv by left padding with `F.zeros((n, c, pad))` where n and c come from `x.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 20)]


class Net(HybridBlock):
    def __init__(self, channels=3, kernel_size=3, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._pad = (kernel_size - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, dilation=dilation, in_channels=channels)

    def hybrid_forward(self, F, x):
        n, c, _ = x.shape
        left = F.zeros((n, c, self._pad))
        return F.relu(self.conv(F.concat(left, x, dim=2)))
