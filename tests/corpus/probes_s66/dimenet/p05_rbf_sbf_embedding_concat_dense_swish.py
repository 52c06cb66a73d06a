"""DimeNet's embedding block: atom types (floored from an input, clipped) embedded, the two atoms of each edge
gathered by `F.take` of constant `i`/`j` index arrays, concatenated with the (E, R) radial basis projected by a
Dense, and passed through a Dense with swish (`x * sigmoid(x)`, equal shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (5, 6)]


class EmbeddingBlock(HybridBlock):
    def __init__(self, dims=4, num_types=5, **kwargs):
        super().__init__(**kwargs)
        self.num_types = num_types
        with self.name_scope():
            self.i = self.params.get_constant("i", np.array([0, 1, 1, 2, 3], dtype="float32"))
            self.j = self.params.get_constant("j", np.array([1, 0, 2, 3, 2], dtype="float32"))
            self.emb = nn.Embedding(num_types, dims)
            self.lin_rbf = nn.Dense(dims, flatten=False, in_units=6)
            self.lin = nn.Dense(dims, flatten=False, in_units=3 * dims)

    def hybrid_forward(self, F, z_raw, rbf, i, j):
        z = F.clip(F.floor((z_raw + 1) * 2.5), 0, self.num_types - 1)
        h = self.emb(z)
        rbf = self.lin_rbf(rbf)
        rbf = rbf * F.sigmoid(rbf)
        out = self.lin(F.concat(F.take(h, i), F.take(h, j), rbf, dim=1))
        return out * F.sigmoid(out)


Net = EmbeddingBlock
