"""DimeNet's output block: edge features scattered onto their target atoms by a one-hot product (an `i` index
constant), a Dense stack per atom, then atoms summed per molecule by a second one-hot (A, M) product over a
`batch` index constant; the number of atoms and molecules come from the constructor."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (6, 3)]


class OutputBlock(HybridBlock):
    def __init__(self, dims=4, num_atoms=4, num_mols=2, num_targets=1, **kwargs):
        super().__init__(**kwargs)
        self.num_atoms, self.num_mols = num_atoms, num_mols
        with self.name_scope():
            self.i = self.params.get_constant("i", np.array([0, 1, 1, 2, 3, 3], dtype="float32"))
            self.batch = self.params.get_constant("batch", np.array([0, 0, 1, 1], dtype="float32"))
            self.lin_rbf = nn.Dense(dims, flatten=False, in_units=3, use_bias=False)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(dims, activation="relu", in_units=dims), nn.Dense(num_targets, in_units=dims))

    def hybrid_forward(self, F, x, rbf, i, batch):
        per_edge = self.lin_rbf(rbf) * x
        per_atom = F.dot(F.one_hot(i, self.num_atoms), per_edge, transpose_a=True)     # (A, C)
        out = self.mlp(per_atom)                                                        # (A, T)
        return F.dot(F.one_hot(batch, self.num_mols), out, transpose_a=True)           # (M, T)


Net = OutputBlock
