"""FEDformer MOEDecomp: moving averages of several kernel sizes (a python list from the constructor), each padded by `repeat` and pooled, stacked on a new last axis, mixed by softmax weights from a per-step Dense, seasonal = x - trend."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 3)]


class MOEDecomp(HybridBlock):
    def __init__(self, channels=3, kernels=(3, 5, 7), **kwargs):
        super(MOEDecomp, self).__init__(**kwargs)
        self._kernels = list(kernels)
        with self.name_scope():
            self.gate = nn.Dense(len(kernels), in_units=channels, flatten=False)

    def _moving_avg(self, F, xt, k):
        p = (k - 1) // 2
        front = F.repeat(F.slice_axis(xt, axis=2, begin=0, end=1), repeats=p, axis=2)
        end = F.repeat(F.slice_axis(xt, axis=2, begin=-1, end=None), repeats=p, axis=2)
        return F.Pooling(F.concat(front, xt, end, dim=2), kernel=(k,), stride=(1,), pool_type="avg")

    def hybrid_forward(self, F, x):
        xt = F.transpose(x, axes=(0, 2, 1))
        trends = [F.transpose(self._moving_avg(F, xt, k), axes=(0, 2, 1)) for k in self._kernels]
        stacked = F.stack(*trends, axis=-1)
        weights = F.softmax(self.gate(x), axis=-1).expand_dims(axis=2)
        trend = F.broadcast_mul(stacked, weights).sum(axis=-1)
        return x - trend, trend


Net = MOEDecomp
