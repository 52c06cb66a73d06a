"""Numpy-mode (MXNet 2 style) linear attention in `forward`: `npx.leaky_relu(..., act_type="elu") + 1` feature maps, `np.matmul(k.transpose(0, 2, 1), v)`, the normaliser `np.expand_dims(k.sum(axis=1), -1)` and a numpy `/` that broadcasts."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 8)]


class NumpyLinearAttention(HybridBlock):
    def __init__(self, units=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def forward(self, x):
        q = npx.leaky_relu(self.q(x), act_type="elu") + 1
        k = npx.leaky_relu(self.k(x), act_type="elu") + 1
        v = self.v(x)
        kv = np.matmul(k.transpose(0, 2, 1), v)
        z = np.matmul(q, np.expand_dims(k.sum(axis=1), -1))
        return np.matmul(q, kv) / (z + self._eps)


Net = NumpyLinearAttention
