"""Numpy-mode (MXNet 2 style) `forward` of a ConvNeXt block whose inference path rescales by the keep probability and whose per-sample mask shape is `(x.shape[0],) + (1,) * (x.ndim - 1)` built from the input."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 6, 6)]


class ConvNeXtBlock(HybridBlock):
    def __init__(self, dim=8, keep=0.9, **kwargs):
        super().__init__(**kwargs)
        self.keep = keep
        self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
        self.pw = nn.Conv2D(dim, 1, in_channels=dim)

    def forward(self, x):
        y = self.pw(npx.relu(self.dwconv(x)))
        mask = np.ones((x.shape[0],) + (1,) * (x.ndim - 1))
        return x + y * mask * self.keep


Net = ConvNeXtBlock
