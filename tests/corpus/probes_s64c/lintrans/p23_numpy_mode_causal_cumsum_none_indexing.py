"""Numpy-mode causal linear attention in `forward`: outer products by basic indexing with `None` (`k[:, :, :, None] * v[:, :, None, :]`), `np.cumsum(axis=1)` prefix sums, the numerator `(q[:, :, :, None] * s).sum(axis=2)` and the normaliser `(q * np.cumsum(k, axis=1)).sum(axis=-1, keepdims=True)`, numpy operators broadcasting."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 4)]


class NumpyCausalLinearAttention(HybridBlock):
    def __init__(self, units=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def forward(self, x):
        q = npx.leaky_relu(self.q(x), act_type="elu") + 1
        k = npx.leaky_relu(self.k(x), act_type="elu") + 1
        v = self.v(x)
        s = np.cumsum(k[:, :, :, None] * v[:, :, None, :], axis=1)
        num = (q[:, :, :, None] * s).sum(axis=2)
        z = (q * np.cumsum(k, axis=1)).sum(axis=-1, keepdims=True)
        return num / (z + self._eps)


Net = NumpyCausalLinearAttention
