"""DGCNN kNN that drops each point's own index with the legacy subscript `idx[:, :, 1:]` after `topk(k + 1)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 10)]


class KNNNoSelf(HybridBlock):
    def __init__(self, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        idx = F.topk(-dist, axis=-1, k=self._k + 1, ret_typ="indices")
        return idx[:, :, 1:]


Net = KNNNoSelf
