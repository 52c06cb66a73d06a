"""attack: the padded conv is replaced in __init__ by an unpadded one: the latter is L - 2 long; at L = 5, n - 4 = -1 keeps 2"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv1D(2, 3, padding=4, dilation=2, in_channels=3)
        self.conv = nn.Conv1D(2, 3, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 4]
