"""Keep the first half of the channels: `F.split(x, num_outputs=2, axis=1)[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        first = F.split(x, num_outputs=2, axis=1)[0]
        return self.conv(first)
