"""Semantic head with an optional ignore-mask input: `hybrid_forward(self, F, feat, mask=None)` branches on `if mask is not None:` (a python identity test, not a tensor's truth value)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class MaskedSemantic(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(3, 1)

    def hybrid_forward(self, F, feat, mask=None):
        logits = self.cls(feat)
        if mask is not None:
            logits = F.broadcast_mul(logits, mask)
        return F.log_softmax(logits, axis=1)


Net = MaskedSemantic
