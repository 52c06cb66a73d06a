"""Point Transformer distance normalisation: the nearest-neighbour distance per point by `F.topk(dist, k=1, axis=-1, ret_typ="value", is_ascend=True)` (N, P, 1) subtracted from the (N, P, P) distances by a plain `-` before the kNN `topk`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class NearestShiftKNN(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, p):
        dist = F.sum(F.square(F.broadcast_sub(p.expand_dims(2), p.expand_dims(1))), axis=-1)
        nearest = F.topk(dist, k=1, axis=-1, ret_typ="value", is_ascend=True)
        rel = dist - nearest
        return F.topk(-rel, k=self._k, axis=-1, ret_typ="indices")


Net = NearestShiftKNN
