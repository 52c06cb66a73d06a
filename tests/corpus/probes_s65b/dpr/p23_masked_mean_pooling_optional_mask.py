"""DPR encoder with masked mean pooling instead of CLS: `if mask is not None:` (a None test of an optional
input, decided before tracing) then the (B, L, D) states weighted by the (B, L) mask through
`broadcast_mul` of `expand_dims(2)` and divided by the token count by `broadcast_div`; the pooling layers'
widths a python list `self._widths` whose `len()` picks the last."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class MeanPoolEncoder(HybridBlock):
    def __init__(self, widths=(8, 6), **kwargs):
        super().__init__(**kwargs)
        self._widths = list(widths)
        with self.name_scope():
            self.proj = nn.Dense(self._widths[len(self._widths) - 1], flatten=False, in_units=8)

    def hybrid_forward(self, F, tokens, mask=None):
        h = self.proj(tokens)
        if mask is not None:
            m = F.abs(mask).expand_dims(2)
            return F.broadcast_div(F.broadcast_mul(h, m).sum(axis=1), m.sum(axis=1) + 1e-6)
        return h.mean(axis=1)


Net = MeanPoolEncoder
