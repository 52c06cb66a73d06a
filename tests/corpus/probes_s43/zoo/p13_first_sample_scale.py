"""A stem that rescales every sample by statistics of the first one, taken with `x[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        ref = x[0]
        return F.broadcast_div(self.conv(x), F.abs(ref).mean() + 1.0)
