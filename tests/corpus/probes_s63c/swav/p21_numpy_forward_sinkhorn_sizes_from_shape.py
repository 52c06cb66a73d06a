"""Numpy-mode (MXNet 2 style) SwAV Sinkhorn in `forward`: `Q = np.exp(scores / eps).T`, `B = Q.shape[1]; K = Q.shape[0]`, rows and columns normalised by keepdims sums in a fixed-count loop."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(4, 6)]


class NumpySinkhorn(HybridBlock):
    def __init__(self, eps=0.05, n_iters=3, **kwargs):
        super().__init__(**kwargs)
        self.eps, self.n_iters = eps, n_iters

    def forward(self, scores):
        Q = np.exp(scores / self.eps).T
        B, K = Q.shape[1], Q.shape[0]
        Q = Q / Q.sum()
        for _ in range(self.n_iters):
            Q = Q / Q.sum(axis=1, keepdims=True) / K
            Q = Q / Q.sum(axis=0, keepdims=True) / B
        return (Q * B).T


Net = NumpySinkhorn
