"""Numpy-mode octave convolution `forward`: `npx.pooling` for h2l, `np.repeat` twice for l2h, same-shape sums."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


@use_np
class OctConv2D(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.h2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
        self.h2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
        self.l2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
        self.l2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)

    def forward(self, x_h, x_l):
        down = npx.pooling(x_h, kernel=(2, 2), stride=(2, 2), pool_type="avg")
        up = np.repeat(np.repeat(self.l2h(x_l), 2, axis=2), 2, axis=3)
        return npx.relu(self.h2h(x_h) + up), npx.relu(self.l2l(x_l) + self.h2l(down))


Net = OctConv2D
