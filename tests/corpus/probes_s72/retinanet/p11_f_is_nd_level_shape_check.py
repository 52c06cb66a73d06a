"""Box regression subnet that checks the level's channels against its constructor only when run
eagerly (`if F is nd:` around `x.shape`), then flattens with reshape codes `(0, -1, 4)`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class BoxSubnet(HybridBlock):
    def __init__(self, in_channels=8, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        self.in_channels = in_channels
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=in_channels)
            self.reg = nn.Conv2D(num_anchors * 4, 3, padding=1)

    def hybrid_forward(self, F, x):
        if F is nd:
            assert x.shape[1] == self.in_channels, x.shape
        return self.reg(self.conv(x)).transpose((0, 2, 3, 1)).reshape((0, -1, 4))


Net = BoxSubnet
