"""MobileViT unfolding as the PyTorch port writes it: `n, c, h, w = x.shape`, the patch counts `h // ph`, `w // pw` from it, then `x.reshape((n * c * nh, ph, nw, pw))` (a traced input has no shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class ShapeUnfold(HybridBlock):
    def __init__(self, channels=4, patch=2, **kwargs):
        super().__init__(**kwargs)
        self._p = patch
        self.local = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        ph = pw = self._p
        n, c, h, w = x.shape
        nh, nw = h // ph, w // pw
        y = x.reshape((n * c * nh, ph, nw, pw)).transpose((0, 2, 1, 3))
        patches = y.reshape((n, c, nh * nw, ph * pw)).transpose((0, 1, 3, 2))
        return self.local(patches)


Net = ShapeUnfold
