"""Autoformer series decomposition: the moving average over time with the ends replicated -- first and last steps by `slice_axis`, `repeat`ed (k-1)//2 times and concatenated -- an `AvgPool1D` over (N, C, L), the seasonal part by plain `-` on equal shapes; returns (seasonal, trend)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 3)]


class SeriesDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        self._pad = (kernel_size - 1) // 2
        with self.name_scope():
            self.avg = nn.AvgPool1D(pool_size=kernel_size, strides=1)

    def hybrid_forward(self, F, x):
        front = F.repeat(F.slice_axis(x, axis=1, begin=0, end=1), repeats=self._pad, axis=1)
        end = F.repeat(F.slice_axis(x, axis=1, begin=-1, end=None), repeats=self._pad, axis=1)
        padded = F.concat(front, x, end, dim=1)
        trend = F.transpose(self.avg(F.transpose(padded, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x - trend, trend


Net = SeriesDecomp
