"""attack: a 2-D conv padded (3, 0): the height grows by 4, the width shrinks by 2; the chomp of 3 cuts the width, 2 long at W = 4, where n - 3 = -1 keeps 1"""
from mxnet.gluon import nn

INPUTS = [(1, 2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(2, 3, padding=(3, 0), in_channels=2)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        return y[:, :, :, :y.shape[3] - 3]
