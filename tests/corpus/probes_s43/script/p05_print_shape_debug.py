"""A debugging line left in the forward: `print('features', x.shape)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, in_channels=3)
            self.pool = nn.GlobalMaxPool2D()

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        print("features", x.shape)
        return F.flatten(self.pool(x))
