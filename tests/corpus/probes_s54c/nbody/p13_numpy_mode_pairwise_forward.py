"""Numpy-mode pairwise interaction (MXNet 2 style `forward`): `pos[:, :, None, :] - pos[:, None, :, :]` broadcasting, `np.linalg.norm`, cutoff by `np.where`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 3)]


class NumpyPairwise(HybridBlock):
    def __init__(self, cutoff=1.0, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        self.head = nn.Dense(4, flatten=False, in_units=5)

    def forward(self, pos):
        diff = pos[:, :, None, :] - pos[:, None, :, :]
        d = np.sqrt((diff ** 2).sum(axis=-1) + 1e-9)
        w = np.where(d < self.cutoff, np.exp(-d), np.zeros_like(d))
        return self.head(w)


Net = NumpyPairwise
