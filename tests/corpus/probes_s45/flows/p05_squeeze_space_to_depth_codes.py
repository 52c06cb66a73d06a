"""Glow squeeze: (B, C, H, W) -> (B, 4C, H/2, W/2) by -4 splits, a transpose and two -3 merges."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def squeeze2x2(F, x, factor=2):
    x = F.reshape(x, shape=(0, 0, -4, -1, factor, -4, -1, factor))      # B, C, H/2, 2, W/2, 2
    x = F.transpose(x, axes=(0, 1, 3, 5, 2, 4))                         # B, C, 2, 2, H/2, W/2
    x = F.reshape(x, shape=(0, -3, -2))                                  # B, 2C, 2, H/2, W/2
    return F.reshape(x, shape=(0, -3, -2))                               # B, 4C, H/2, W/2


class Net(HybridBlock):
    def __init__(self, in_channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Conv2D(4 * in_channels, 1, in_channels=4 * in_channels)

    def hybrid_forward(self, F, x):
        return self.mix(squeeze2x2(F, x))
