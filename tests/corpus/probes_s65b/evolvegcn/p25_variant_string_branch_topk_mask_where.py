"""EvolveGCN with the variant chosen by a python string, `if self._variant == "H":` (a constructor value,
decided before tracing), the top-k nodes kept by a mask `F.where(scores >= kth, x, zeros)` where the k-th
score is `F.topk(ret_typ="value")` reduced by `min(axis=0, keepdims=True)` and broadcast back by
`broadcast_like`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class VariantMaskedSummary(HybridBlock):
    def __init__(self, variant="H", k=3, **kwargs):
        super().__init__(**kwargs)
        self._variant, self._k = variant, k
        with self.name_scope():
            self.p = self.params.get("p", shape=(3, 1), init="normal")

    def hybrid_forward(self, F, x, p):
        if self._variant == "H":
            scores = F.dot(x, p)
            kth = F.topk(scores, axis=0, k=self._k, ret_typ="value").min(axis=0, keepdims=True)
            keep = F.broadcast_like(F.broadcast_greater_equal(scores, kth), x)
            return F.where(keep, x, F.zeros_like(x))
        return x


Net = VariantMaskedSummary
