"""DPT reassemble base class calling `self.readout(F, patches, cls)` (the "add" read-out, `F.broadcast_add`); the
subclass overrides it with the "project" read-out: `F.broadcast_like(cls, patches)` concatenated and a Dense +
GELU, so every operand has the patches' shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class Reassemble(HybridBlock):
    def __init__(self, grid=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.to_map = nn.Conv2D(out_channels, 1)

    def readout(self, F, patches, cls):
        return F.broadcast_add(patches, cls)

    def hybrid_forward(self, F, tokens):
        cls = F.slice_axis(tokens, axis=1, begin=0, end=1)
        patches = F.slice_axis(tokens, axis=1, begin=1, end=None)
        feats = self.readout(F, patches, cls)
        return self.to_map(feats.transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid)))


class ProjectReassemble(Reassemble):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.project = nn.Dense(dim, flatten=False)

    def readout(self, F, patches, cls):
        spread = F.broadcast_like(cls, patches, lhs_axes=(1,), rhs_axes=(1,))
        return F.LeakyReLU(self.project(F.concat(patches, spread, dim=-1)), act_type="gelu") + patches


Net = ProjectReassemble
