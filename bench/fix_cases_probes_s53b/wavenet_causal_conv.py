"""Dilated causal convolution: padded on both sides by the conv, the trailing (dilation * (k - 1)) steps chomped off so no output sees the future."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 10)]


class Net(nn.HybridBlock):
    def __init__(self, kernel=2, dilation=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._chomp = dilation * (kernel - 1)
        with self.name_scope():
            self.conv = nn.Conv1D(4, kernel, dilation=dilation, padding=self._chomp, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return F.relu(out[:, :, :-self._chomp])
