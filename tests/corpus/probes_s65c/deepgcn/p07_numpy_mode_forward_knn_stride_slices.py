"""Numpy-mode DeepGCN dilated k-NN in `forward`: `N, C, P = x.shape`, squared distances by plain broadcasting of `(x * x).sum(axis=1)[:, :, None]`, `np.argsort` kept to `k * d` columns, the dilation by a basic stride slice `[:, :, ::d]`, neighbours by `npx.one_hot` and `np.matmul`, max-relative aggregation."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4, 8)]


class NumpyDilatedKNN(HybridBlock):
    def __init__(self, k=2, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d = k, dilation

    def forward(self, x):
        N, C, P = x.shape
        xt = np.transpose(x, (0, 2, 1))
        sq = (x * x).sum(axis=1)
        dist = sq[:, :, None] - 2 * np.matmul(xt, x) + sq[:, None, :]
        idx = np.argsort(dist, axis=-1)[:, :, :self._k * self._d][:, :, ::self._d]
        xj = np.matmul(npx.one_hot(idx, P).reshape(N, P * self._k, P), xt).reshape(N, P, self._k, C)
        return (xj - xt[:, :, None, :]).max(axis=2)


Net = NumpyDilatedKNN
