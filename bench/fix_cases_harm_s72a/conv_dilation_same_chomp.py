"""attack: padding 2 at dilation 2 keeps the length (2p = d(k - 1)): a pad-only reading gives L + 4; at L = 2, n - 3 = -1 keeps 1"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv1D(2, 3, padding=2, dilation=2, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 3]
