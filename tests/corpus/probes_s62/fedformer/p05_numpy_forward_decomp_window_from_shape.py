"""Numpy-mode (MXNet 2 style) decomposition in `forward`: ends padded by `np.repeat` of `x[:, :1, :]` / `x[:, -1:, :]`, the moving average as a python sum of shifted slices `xp[:, i:i + L, :]` with `L = x.shape[1]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 12, 3)]


class NumpyDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        self._k = kernel_size

    def forward(self, x):
        p = (self._k - 1) // 2
        L = x.shape[1]
        xp = np.concatenate([np.repeat(x[:, :1, :], p, axis=1), x, np.repeat(x[:, -1:, :], p, axis=1)], axis=1)
        trend = sum(xp[:, i:i + L, :] for i in range(self._k)) / self._k
        return x - trend, trend


Net = NumpyDecomp
