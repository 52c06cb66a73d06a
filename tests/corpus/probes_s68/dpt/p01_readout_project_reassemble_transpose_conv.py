"""DPT reassemble stage with the read-out token projected: the class token is cut off by `slice_axis`, spread
over the patch tokens by `broadcast_like`, concatenated and projected by a Dense + GELU; the tokens become a
(B, D, H/p, W/p) map by `transpose` and `reshape((0, 0, h, w))` with the grid size from the constructor, and are
resampled up by a transposed conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class ProjectReadout(HybridBlock):
    def __init__(self, dim=8, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.readout = nn.Dense(dim, flatten=False)
            self.to_map = nn.Conv2D(out_channels, 1, in_channels=dim)
            self.resample = nn.Conv2DTranspose(out_channels, 4, strides=2, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, tokens):
        cls = F.slice_axis(tokens, axis=1, begin=0, end=1)
        patches = F.slice_axis(tokens, axis=1, begin=1, end=None)
        feats = F.concat(patches, F.broadcast_like(cls, patches, lhs_axes=(1,), rhs_axes=(1,)), dim=-1)
        feats = F.LeakyReLU(self.readout(feats), act_type="gelu")
        fmap = feats.transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid))
        return self.resample(self.to_map(fmap))


Net = ProjectReadout
