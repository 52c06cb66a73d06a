"""DPT reassemble with the read-out token added (`readout="add"`): `F.broadcast_add(patches, cls)` of the (B, N, D)
patch tokens and the (B, 1, D) class token, folded to a map by reshape codes `(0, 0, -4, g, -1)`, and the
deepest stage resampled down by a 3x3 stride-2 conv, as in DPT-Hybrid's fourth stage."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class AddReadout(HybridBlock):
    def __init__(self, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.to_map = nn.Conv2D(out_channels, 1)
            self.resample = nn.Conv2D(out_channels, 3, strides=2, padding=1)

    def hybrid_forward(self, F, tokens):
        cls = F.slice_axis(tokens, axis=1, begin=0, end=1)
        patches = F.slice_axis(tokens, axis=1, begin=1, end=None)
        feats = F.broadcast_add(patches, cls)
        fmap = F.transpose(feats, axes=(0, 2, 1)).reshape((0, 0, -4, self.grid, -1))
        return self.resample(self.to_map(fmap))


Net = AddReadout
