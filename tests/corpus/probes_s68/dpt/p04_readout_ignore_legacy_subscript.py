"""DPT reassemble with the read-out token ignored, written as PyTorch does: `tokens[:, 1:]` on a legacy
(non-numpy) Symbol, then the map by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class IgnoreReadout(HybridBlock):
    def __init__(self, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.to_map = nn.Conv2D(out_channels, 1)

    def hybrid_forward(self, F, tokens):
        patches = tokens[:, 1:]
        fmap = patches.transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid))
        return self.to_map(fmap)


Net = IgnoreReadout
