"""DeepGCN pairwise distances with the PyTorch broadcast kept: `sq + inner + sq.transpose`, the (N, 1, P) keepdims norms, the (N, P, P) inner products and the (N, P, 1) transposed norms added by plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PlainPairwiseDistance(HybridBlock):
    def __init__(self, k=2, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        sq = F.sum(F.square(x), axis=1, keepdims=True)
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        dist = sq + inner + F.transpose(sq, axes=(0, 2, 1))
        return F.topk(-dist, k=self._k, axis=-1, ret_typ="value")


Net = PlainPairwiseDistance
