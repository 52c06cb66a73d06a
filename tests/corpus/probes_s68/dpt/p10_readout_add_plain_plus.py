"""DPT reassemble with the read-out token added by a plain `+`: `patches + cls` of (B, N, D) patch tokens and
the (B, 1, D) class token (NDArrays broadcast, Symbols do not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class PlainAddReadout(HybridBlock):
    def __init__(self, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.to_map = nn.Conv2D(out_channels, 1)

    def hybrid_forward(self, F, tokens):
        cls = F.slice_axis(tokens, axis=1, begin=0, end=1)
        patches = F.slice_axis(tokens, axis=1, begin=1, end=None)
        fmap = (patches + cls).transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid))
        return self.to_map(fmap)


Net = PlainAddReadout
