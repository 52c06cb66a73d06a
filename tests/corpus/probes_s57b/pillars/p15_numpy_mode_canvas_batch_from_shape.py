"""Numpy-mode BEV scatter that reshapes with `batch = feats.shape[0]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 12, 8)]


@use_np
class Scatter(HybridBlock):
    def __init__(self, grid=(3, 4), **kwargs):
        super().__init__(**kwargs)
        self.ny, self.nx = grid
        self.backbone = nn.Conv2D(4, 3, padding=1, in_channels=8)

    def forward(self, feats):
        batch = feats.shape[0]
        canvas = np.transpose(feats, axes=(0, 2, 1)).reshape(batch, -1, self.ny, self.nx)
        return self.backbone(canvas)


Net = Scatter
