"""Numpy-mode `forward` skipping the decomposition for flat series: `if np.abs(x).max() < 1e-6: return x` -- a python `if` on an mx.np array."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12, 3)]


class GuardedDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        self.avg = nn.AvgPool1D(pool_size=kernel_size, strides=1, padding=(kernel_size - 1) // 2,
                                count_include_pad=False)

    def forward(self, x):
        if np.abs(x).max() < 1e-6:
            return x
        trend = np.transpose(self.avg(np.transpose(x, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x - trend


Net = GuardedDecomp
