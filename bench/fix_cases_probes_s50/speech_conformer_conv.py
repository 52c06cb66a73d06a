"""Conformer convolution module: pointwise conv, GLU over channel halves, causal depthwise conv with left zero padding, residual."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c = channels
        self._k = kernel
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * channels, 1, in_channels=channels)
            self.dw = nn.Conv1D(channels, kernel, groups=channels, in_channels=channels)
            self.pw2 = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = self.pw1(x)
        half = h.shape[1] // 2
        h = h[:, :half] * F.sigmoid(h[:, half:])
        pad = F.zeros((x.shape[0], self._c, self._k - 1))
        h = self.dw(F.concat(pad, h, dim=2))
        return x + self.pw2(F.relu(h))
