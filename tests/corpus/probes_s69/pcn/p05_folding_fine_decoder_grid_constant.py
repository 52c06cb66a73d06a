"""PCN folding decoder: an S x S 2-D grid built in `__init__` with numpy (a (1, S*S, 2) constant), tiled
to every coarse point by `F.tile(grid, reps=(1, M, 1))` and `broadcast_like` to the batch; each coarse
point repeated S*S times by `F.repeat(axis=1)`; the global feature broadcast to every fine point; a
shared MLP of Dense(flatten=False) gives offsets added to the repeated centres (equal shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 16)]


class FoldingDecoder(HybridBlock):
    def __init__(self, num_coarse=8, grid_size=2, grid_scale=0.05, **kwargs):
        super().__init__(**kwargs)
        self.m = num_coarse
        self.s2 = grid_size * grid_size
        lin = np.linspace(-grid_scale, grid_scale, grid_size, dtype="float32")
        grid = np.stack(np.meshgrid(lin, lin), axis=-1).reshape(1, -1, 2)
        with self.name_scope():
            self.grid = self.params.get_constant("grid", grid)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(32, activation="relu", flatten=False), nn.Dense(3, flatten=False))

    def hybrid_forward(self, F, coarse, g, grid):
        centres = F.repeat(coarse, repeats=self.s2, axis=1)
        feat_grid = F.broadcast_like(F.tile(grid, reps=(1, self.m, 1)), centres, lhs_axes=(0,), rhs_axes=(0,))
        feat_glob = F.broadcast_like(g.expand_dims(1), centres, lhs_axes=(1,), rhs_axes=(1,))
        feat = F.concat(feat_grid, centres, feat_glob, dim=2)
        return self.mlp(feat) + centres


Net = FoldingDecoder
