"""Mamba-style short causal convolution: left zero padding of k-1 frames, depthwise conv, SiLU gate from a parallel branch."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, kernel=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c = channels
        self._k = kernel
        with self.name_scope():
            self.in_proj = nn.Conv1D(2 * channels, 1, in_channels=channels)
            self.conv = nn.Conv1D(channels, kernel, groups=channels, in_channels=channels)

    def hybrid_forward(self, F, x):
        xz = self.in_proj(x)
        u, z = xz[:, :self._c], xz[:, self._c:]
        u = F.concat(F.zeros((x.shape[0], self._c, self._k - 1)), u, dim=2)
        u = self.conv(u)
        return u * (z * F.sigmoid(z))
