"""An inception-like stem: HybridConcurrent branches joined on the channel axis."""
from mxnet.gluon import HybridBlock, nn
from mxnet.gluon.contrib.nn import HybridConcurrent

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.branches = HybridConcurrent(axis=1)
            self.branches.add(nn.Conv2D(4, 1, in_channels=3),
                              nn.Conv2D(2, 3, padding=1, in_channels=3),
                              nn.MaxPool2D(3, 1, 1))

    def hybrid_forward(self, F, x):
        return F.relu(self.branches(x))
