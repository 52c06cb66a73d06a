"""MobileViT unfolding of a feature map into patches and folding back, by reshape codes only: `reshape((0, 0, -4, -1, ph, -4, -1, pw))`, a transpose to (N, C, ph, pw, nh, nw), `reshape((0, 0, -3, -3))` to (N, C, P, Np); the fold inverts it with nh/nw computed in python from the constructor's image size and patch size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class UnfoldFold(HybridBlock):
    def __init__(self, channels=4, size=8, patch=2, **kwargs):
        super().__init__(**kwargs)
        self._p, self._n = patch, size // patch
        self.local = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        ph = pw = self._p
        nh = nw = self._n
        y = x.reshape((0, 0, -4, -1, ph, -4, -1, pw)).transpose((0, 1, 3, 5, 2, 4))
        patches = y.reshape((0, 0, -3, -3))
        patches = self.local(patches)
        y = patches.reshape((0, 0, ph, pw, nh, nw)).transpose((0, 1, 4, 2, 5, 3))
        return y.reshape((0, 0, -3, -3))


Net = UnfoldFold
