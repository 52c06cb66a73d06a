"""Conformer's convolution module: (B, T, D) transposed to channels first, a pointwise conv to 2D channels, GLU by slices `x[:, :d] * F.sigmoid(x[:, d:])` with `d = x.shape[1] // 2`, a depthwise conv (groups = channels), BatchNorm, swish, a pointwise conv, and back to (B, T, D) with the residual."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * dim, 1, in_channels=dim)
            self.dw = nn.Conv1D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
            self.bn = nn.BatchNorm(in_channels=dim)
            self.pw2 = nn.Conv1D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        h = self.pw1(x.transpose((0, 2, 1)))
        d = h.shape[1] // 2
        h = h[:, :d] * F.sigmoid(h[:, d:])
        h = self.bn(self.dw(h))
        h = h * F.sigmoid(h)
        return x + self.pw2(h).transpose((0, 2, 1))
