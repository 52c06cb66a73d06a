"""Neighbour gather that loops `for b in range(x.shape[0])` taking each cloud's neighbours with `F.take`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 10)]


class Net(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        inner = F.batch_dot(x, x, transpose_a=True)
        sq = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(-2 * inner, sq), F.transpose(sq, axes=(0, 2, 1)))
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        pts = F.transpose(x, axes=(0, 2, 1))
        gathered = []
        for b in range(x.shape[0]):
            gathered.append(F.take(pts[b], idx[b]))
        return F.stack(*gathered, axis=0)
