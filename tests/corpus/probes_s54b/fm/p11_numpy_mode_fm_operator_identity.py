"""Numpy-mode FM (`forward`, `npx.set_np()`): the pairwise identity written with `**` and method reductions on `(N, F, K)` embeddings."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 5)]


class NumpyFM(HybridBlock):
    def __init__(self, buckets=20, factors=4, **kwargs):
        super().__init__(**kwargs)
        self.buckets = buckets
        self.embed = nn.Embedding(buckets + 1, factors)
        self.bias = nn.Embedding(buckets + 1, 1)

    def forward(self, x):
        ids = np.floor((x + 1) * (self.buckets // 2))
        v = self.embed(ids)
        cross = 0.5 * (v.sum(axis=1) ** 2 - (v ** 2).sum(axis=1)).sum(axis=1, keepdims=True)
        return cross + self.bias(ids).sum(axis=1)


Net = NumpyFM
