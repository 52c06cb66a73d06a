"""Series decomposition with the averaged series padded by `F.pad(mode="edge")`: (N, C, L) made 4-D by `expand_dims(2)`, padded on the last axis, 2-D avg `Pooling(kernel=(1, k))`, reshaped back by `reshape((0, 0, -1))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 10, 4)]


class EdgePadDecomp(HybridBlock):
    def __init__(self, kernel_size=5, **kwargs):
        super(EdgePadDecomp, self).__init__(**kwargs)
        self._k = kernel_size
        self._p = (kernel_size - 1) // 2

    def hybrid_forward(self, F, x):
        xt = F.transpose(x, axes=(0, 2, 1)).expand_dims(2)
        padded = F.pad(xt, mode="edge", pad_width=(0, 0, 0, 0, 0, 0, self._p, self._p))
        trend = F.Pooling(padded, kernel=(1, self._k), stride=(1, 1), pool_type="avg")
        trend = F.transpose(trend.reshape((0, 0, -1)), axes=(0, 2, 1))
        return x - trend, trend


Net = EdgePadDecomp
