"""Numpy-mode (MXNet 2 style) DimeNet output block in `forward`: edges scattered onto atoms by
`npx.one_hot(i, num_atoms).T @ h`-style `np.dot`, an MLP, then atoms summed per molecule by a second one-hot
product; the (E, 1) radial gate multiplies the (E, C) edge features with a broadcasting `*`."""
import numpy as onp
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 4), (6, 1)]


class NumpyOutputBlock(HybridBlock):
    def __init__(self, dims=4, num_atoms=4, num_mols=2, **kwargs):
        super().__init__(**kwargs)
        self.num_atoms, self.num_mols = num_atoms, num_mols
        self._i = onp.array([0, 1, 1, 2, 3, 3])
        self._batch = onp.array([0, 0, 1, 1])
        self.mlp = nn.Dense(1, in_units=dims)

    def forward(self, h, gate):
        i = np.array(self._i, dtype="int32")
        batch = np.array(self._batch, dtype="int32")
        per_atom = np.dot(npx.one_hot(i, self.num_atoms).T, h * gate)
        return np.dot(npx.one_hot(batch, self.num_mols).T, self.mlp(per_atom))


Net = NumpyOutputBlock
