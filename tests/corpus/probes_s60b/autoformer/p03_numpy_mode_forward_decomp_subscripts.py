"""Numpy-mode (MXNet 2 style) `forward` of the series decomposition: `x[:, :1, :]` subscripts, `np.repeat`, `np.concatenate`, an AvgPool1D and `x - trend` -- all supported by numpy-mode symbols."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12, 3)]


class NumpyDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        self._pad = (kernel_size - 1) // 2
        self.avg = nn.AvgPool1D(pool_size=kernel_size, strides=1)

    def forward(self, x):
        front = np.repeat(x[:, :1, :], self._pad, axis=1)
        end = np.repeat(x[:, -1:, :], self._pad, axis=1)
        padded = np.concatenate([front, x, end], axis=1)
        trend = np.transpose(self.avg(np.transpose(padded, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x - trend


Net = NumpyDecomp
