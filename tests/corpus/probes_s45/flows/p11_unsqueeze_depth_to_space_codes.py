"""Glow unsqueeze (reverse pass): (B, 4C, H, W) -> (B, C, 2H, 2W) with reshape codes only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3, 3)]


def unsqueeze2x2(F, x, factor=2):
    x = F.reshape(x, shape=(0, -4, -1, factor * factor, -2))             # B, C, 4, H, W
    x = F.reshape(x, shape=(0, 0, -4, factor, factor, -2))               # B, C, 2, 2, H, W
    x = F.transpose(x, axes=(0, 1, 4, 2, 5, 3))                          # B, C, H, 2, W, 2
    x = F.reshape(x, shape=(0, 0, -3, -2))                               # B, C, 2H, W, 2
    return F.reshape(x, shape=(0, 0, 0, -3))                             # B, C, 2H, 2W


class Net(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pre = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, z):
        return unsqueeze2x2(F, self.pre(z))
