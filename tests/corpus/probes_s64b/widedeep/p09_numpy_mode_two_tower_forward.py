"""Numpy-mode (MXNet 2 style) two-tower model in `forward`: towers normalised by `q / np.linalg.norm(q, axis=-1, keepdims=True)` (numpy operators broadcast), in-batch scores `np.matmul(q, d.T)`, the diagonal positives by `npx.pick` with `npx.arange_like`-free `np.arange` of the configured batch size."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6), (4, 5)]


class NumpyTwoTower(HybridBlock):
    def __init__(self, dim=8, batch=4, **kwargs):
        super().__init__(**kwargs)
        self._b = batch
        self.qt = nn.Dense(dim, activation="tanh", in_units=6)
        self.dt = nn.Dense(dim, activation="tanh", in_units=5)

    def forward(self, query, doc):
        q, d = self.qt(query), self.dt(doc)
        q = q / np.linalg.norm(q, axis=-1, keepdims=True)
        d = d / np.linalg.norm(d, axis=-1, keepdims=True)
        logp = npx.log_softmax(np.matmul(q, d.T) * 10.0, axis=-1)
        return -np.mean(npx.pick(logp, np.arange(self._b), axis=-1))


Net = NumpyTwoTower
