"""Numpy-mode pairwise features (`forward`, `npx.set_np()`): predicted 3-D coordinates per residue, distances by broadcasting `np.expand_dims` differences with plain operators, RBF-binned with python centres."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 8)]


class DistanceFeatures(HybridBlock):
    def __init__(self, centres=(0.5, 1.0, 2.0), gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self.centres, self.gamma = centres, gamma
        self.coords = nn.Dense(3, flatten=False)

    def forward(self, seq):
        x = self.coords(seq)
        diff = np.expand_dims(x, 2) - np.expand_dims(x, 1)
        d = np.sqrt((diff ** 2).sum(axis=-1) + 1e-8)
        return np.stack([np.exp(-self.gamma * (d - c) ** 2) for c in self.centres], axis=-1)


Net = DistanceFeatures
