"""MaskGIT masking with the sequence length read off the tokens, `n = int(math.floor(math.cos(math.pi / 2 * r) * tokens.shape[1]))` -- the PyTorch `z_indices.shape[1]`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 8), (2, 8)]


class ShapeMaskCount(HybridBlock):
    def __init__(self, codebook=8, ratio=0.4, **kwargs):
        super(ShapeMaskCount, self).__init__(**kwargs)
        self._v, self._r = codebook, ratio

    def hybrid_forward(self, F, tok_raw, scores):
        tokens = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        n = max(1, int(math.floor(math.cos(math.pi / 2 * self._r) * tokens.shape[1])))
        kth = F.slice_axis(F.topk(scores, axis=-1, k=n, ret_typ="value"), axis=-1, begin=n - 1, end=n)
        masked = F.broadcast_greater_equal(scores, kth)
        return F.where(masked, F.ones_like(tokens) * self._v, tokens)


Net = ShapeMaskCount
