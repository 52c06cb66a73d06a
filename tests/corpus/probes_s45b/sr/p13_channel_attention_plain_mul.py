"""RCAN channel attention applied as `x * w` with the (N, C, 1, 1) weights of a global pool."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=6, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.squeeze = nn.Conv2D(channels // reduction, 1, activation="relu", in_channels=channels)
            self.excite = nn.Conv2D(channels, 1, activation="sigmoid", in_channels=channels // reduction)

    def hybrid_forward(self, F, x):
        w = self.excite(self.squeeze(self.pool(x)))
        return x + x * w
