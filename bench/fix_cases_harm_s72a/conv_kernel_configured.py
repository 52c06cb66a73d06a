"""attack: a kernel size from the constructor (7 by default) with padding 4: the output is L + 2, not L + 8; at L = 1, n - 4 = -1 keeps 2"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, kernel=7, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv1D(2, kernel, padding=4, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 4]
