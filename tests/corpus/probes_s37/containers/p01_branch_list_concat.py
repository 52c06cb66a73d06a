"""Inception-style branches kept in a python list and concatenated with F.concat(*outs, dim=1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.b1 = nn.Conv2D(4, 1)
        self.b2 = nn.Conv2D(4, 3, padding=1)
        self.b3 = nn.Conv2D(4, 5, padding=2)

    def hybrid_forward(self, F, x):
        outs = [branch(x) for branch in (self.b1, self.b2, self.b3)]
        return F.concat(*outs, dim=1)
