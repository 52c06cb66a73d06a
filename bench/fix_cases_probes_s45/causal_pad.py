"""Causal convolution by left-padding zeros as long as the receptive field."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, kernel_size=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = kernel_size
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, in_channels=channels)

    def hybrid_forward(self, F, x):
        pad = F.zeros((x.shape[0], x.shape[1], self._k - 1))
        return F.relu(self.conv(F.concat(pad, x, dim=2)))
