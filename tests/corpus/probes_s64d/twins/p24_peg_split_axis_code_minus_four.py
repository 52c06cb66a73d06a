"""Twins (CPVT) positional encoding generator splitting the token axis by reshape code -4 with the map height from the constructor (`x.transpose((0, 2, 1)).reshape((0, 0, -4, H, -1))`), a depthwise conv plus the map, and back by `reshape((0, 0, -3))` -- the docstring of `hybrid_forward` states the (B, N, C) shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class PosConvSplitCode(HybridBlock):
    def __init__(self, dim=8, height=4, **kwargs):
        super().__init__(**kwargs)
        self._h = height
        with self.name_scope():
            self.proj = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        """x: NDArray (B, N, C) tokens of an (H, N // H) map; returns the same shape."""
        feat = x.transpose((0, 2, 1)).reshape((0, 0, -4, self._h, -1))
        feat = self.proj(feat) + feat
        return feat.reshape((0, 0, -3)).transpose((0, 2, 1))


Net = PosConvSplitCode
