"""Channel shuffle written with the input's unpacked shape instead of reshape codes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3, 3)]


class Net(HybridBlock):
    def __init__(self, groups=2):
        super().__init__()
        self.groups = groups

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        x = x.reshape((n, self.groups, c // self.groups, h, w))
        return F.swapaxes(x, 1, 2).reshape((n, c, h, w))
