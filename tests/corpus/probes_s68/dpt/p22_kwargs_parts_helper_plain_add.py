"""DPT reassemble whose token parts travel in a dict: `parts = {"patches": ..., "cls": ...}` (two `slice_axis`
views), handed to a module helper by `**parts`; the helper, written without F, returns `patches + cls` -- a plain
`+` of the (B, N, D) patches and the (B, 1, D) read-out token."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


def add_readout(patches, cls):
    return patches + cls


class KwargsReadout(HybridBlock):
    def __init__(self, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.to_map = nn.Conv2D(out_channels, 1)

    def hybrid_forward(self, F, tokens):
        parts = {"cls": F.slice_axis(tokens, axis=1, begin=0, end=1),
                 "patches": F.slice_axis(tokens, axis=1, begin=1, end=None)}
        feats = add_readout(**parts)
        return self.to_map(feats.transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid)))


Net = KwargsReadout
