"""DeepGCN max aggregation over the k neighbours in a python loop over the configured `range(self._k)`: each neighbour slice by `F.slice_axis(axis=2)`, reduced pairwise by `F.maximum`, then `F.squeeze(axis=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3, 4)]


class LoopMaxAggregation(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, msg):
        out = F.slice_axis(msg, axis=2, begin=0, end=1)
        for j in range(1, self._k):
            out = F.maximum(out, F.slice_axis(msg, axis=2, begin=j, end=j + 1))
        return F.squeeze(out, axis=2)


Net = LoopMaxAggregation
