"""Numpy-mode (MXNet 2 style) SimSiam in `forward`: the targets stopped by `z.detach()`, vectors normalised by `p / np.linalg.norm(p, axis=1, keepdims=True)` (numpy operators broadcast), the symmetric loss as a mean of row sums."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 10), (4, 10)]


class NumpySimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def d(self, p, z):
        z = z.detach()
        p = p / np.linalg.norm(p, axis=1, keepdims=True)
        z = z / np.linalg.norm(z, axis=1, keepdims=True)
        return -(p * z).sum(axis=1).mean()

    def forward(self, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        return self.d(p1, z2) / 2 + self.d(p2, z1) / 2


Net = NumpySimSiam
