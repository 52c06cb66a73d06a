"""MaskGIT training mask: the cosine schedule `cos(pi / 2 * r)` of a python ratio gives the number of masked tokens in python (`math.floor(... * seq_len)` of the constructor's length); the k-th largest random score by `topk(ret_typ="value")` and `slice_axis`, tokens with scores at or above it set to the [MASK] id by `where`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 8), (2, 8)]


class CosineMasking(HybridBlock):
    def __init__(self, seq_len=8, codebook=8, ratio=0.4, **kwargs):
        super(CosineMasking, self).__init__(**kwargs)
        self._v, self._mask_id = codebook, codebook
        self._n = max(1, int(math.floor(math.cos(math.pi / 2 * ratio) * seq_len)))

    def hybrid_forward(self, F, tok_raw, scores):
        tokens = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        top = F.topk(scores, axis=-1, k=self._n, ret_typ="value")
        kth = F.slice_axis(top, axis=-1, begin=self._n - 1, end=self._n)
        masked = F.broadcast_greater_equal(scores, kth)
        return F.where(masked, F.ones_like(tokens) * self._mask_id, tokens), masked


Net = CosineMasking
