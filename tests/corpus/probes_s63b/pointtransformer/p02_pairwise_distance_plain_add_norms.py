"""Point Transformer pairwise distances ported from PyTorch's `square_distance`: `dist = -2 * src @ dst^T`, then `dist = dist + F.sum(src ** 2, -1).expand_dims(-1) + F.sum(dst ** 2, -1).expand_dims(1)` with plain `+` of (N, P, P), (N, P, 1) and (N, 1, P)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class PlainSquareDistance(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, p):
        dist = -2 * F.batch_dot(p, p, transpose_b=True)
        dist = dist + F.sum(p ** 2, axis=-1).expand_dims(-1) + F.sum(p ** 2, axis=-1).expand_dims(1)
        return F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")


Net = PlainSquareDistance
