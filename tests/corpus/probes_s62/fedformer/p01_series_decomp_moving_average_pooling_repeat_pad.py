"""Autoformer/FEDformer series decomposition: the (N, L, C) series transposed to (N, C, L), both ends padded by repeating the first/last step (`slice_axis` + `repeat`), moving average by 1-D avg `Pooling(kernel=(k,), stride=(1,))`, trend back to (N, L, C) and seasonal = x - trend on equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class SeriesDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super(SeriesDecomp, self).__init__(**kwargs)
        self._k = kernel_size
        self._pad = (kernel_size - 1) // 2

    def hybrid_forward(self, F, x):
        xt = F.transpose(x, axes=(0, 2, 1))
        front = F.repeat(F.slice_axis(xt, axis=2, begin=0, end=1), repeats=self._pad, axis=2)
        end = F.repeat(F.slice_axis(xt, axis=2, begin=-1, end=None), repeats=self._pad, axis=2)
        padded = F.concat(front, xt, end, dim=2)
        trend = F.Pooling(padded, kernel=(self._k,), stride=(1,), pool_type="avg")
        trend = F.transpose(trend, axes=(0, 2, 1))
        return x - trend, trend


Net = SeriesDecomp
