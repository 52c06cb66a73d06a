"""A declared (1, C, 1, 1) per-channel scale times a conv output with F.broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.scale = self.params.get("scale", shape=(1, channels, 1, 1), init="ones")

    def hybrid_forward(self, F, img, scale):
        return F.broadcast_mul(self.conv(img), scale)
