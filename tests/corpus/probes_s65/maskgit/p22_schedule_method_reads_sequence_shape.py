"""MaskGIT masking through a method, `self.mask_by_schedule(F, tokens, scores, ratio)`, whose body reads the sequence length as `tokens.shape[-1]` to turn the cosine ratio into a token count -- `.shape` of a Symbol inside a helper method."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 8), (2, 8)]


class MethodSchedule(HybridBlock):
    def __init__(self, codebook=8, ratio=0.4, **kwargs):
        super(MethodSchedule, self).__init__(**kwargs)
        self._v, self._r = codebook, ratio

    def mask_by_schedule(self, F, tokens, scores, ratio):
        n = max(1, int(math.floor(math.cos(math.pi / 2 * ratio) * tokens.shape[-1])))
        kth = F.slice_axis(F.topk(scores, axis=-1, k=n, ret_typ="value"), axis=-1, begin=n - 1, end=n)
        return F.broadcast_greater_equal(scores, kth)

    def hybrid_forward(self, F, tok_raw, scores):
        tokens = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        masked = self.mask_by_schedule(F, tokens, scores, self._r)
        return F.where(masked, F.ones_like(tokens) * self._v, tokens)


Net = MethodSchedule
