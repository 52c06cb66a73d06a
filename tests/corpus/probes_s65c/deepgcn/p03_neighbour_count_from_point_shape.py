"""DeepGCN k-NN with the neighbour count clipped to the number of points, `k = min(self._k, x.shape[2])`, before `F.topk`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class ClippedKNN(HybridBlock):
    def __init__(self, k=9, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        k = min(self._k, x.shape[2])
        dist = -2 * F.batch_dot(x, x, transpose_a=True)
        return F.topk(-dist, k=k, axis=-1, ret_typ="value")


Net = ClippedKNN
