"""Autoformer series decomposition taking the ends by subscripts as the PyTorch code does: `x[:, 0:1, :]` and `x[:, -1:, :]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 3)]


class SubscriptDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        self._pad = (kernel_size - 1) // 2
        with self.name_scope():
            self.avg = nn.AvgPool1D(pool_size=kernel_size, strides=1)

    def hybrid_forward(self, F, x):
        front = F.repeat(x[:, 0:1, :], repeats=self._pad, axis=1)
        end = F.repeat(x[:, -1:, :], repeats=self._pad, axis=1)
        padded = F.concat(front, x, end, dim=1)
        trend = F.transpose(self.avg(F.transpose(padded, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x - trend, trend


Net = SubscriptDecomp
