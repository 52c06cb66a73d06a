"""MobileViTv2 separable attention in numpy mode (`@use_np`-era `forward`): `k * scores` of (N, d, P, Np) and (N, 1, P, Np) and `npx.relu(v) * ctx` broadcast as numpy does, `np.split` at python indices [1, 1 + d]."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 4, 16)]


class NumpyLinearAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self._d = dim
        self.qkv = nn.Conv2D(1 + 2 * dim, 1, in_channels=dim)

    def forward(self, x):
        q, k, v = np.split(self.qkv(x), [1, 1 + self._d], axis=1)
        scores = npx.softmax(q, axis=-1)
        ctx = (k * scores).sum(axis=-1, keepdims=True)
        return npx.relu(v) * ctx


Net = NumpyLinearAttention
