"""Start/end pointers with a masked log-softmax helper method: padding positions (mask <= 0) filled by `F.where` before softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 7)]


class SpanPointer(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.start = nn.Dense(1, flatten=False, in_units=dim)
            self.end = nn.Dense(1, flatten=False, in_units=dim)

    def _masked_log_softmax(self, F, logits, mask):
        logits = F.where(mask, logits, F.ones_like(logits) * -1e30)
        return F.log_softmax(logits, axis=-1)

    def hybrid_forward(self, F, m, context_mask):
        mask = context_mask > -0.5
        p1 = self._masked_log_softmax(F, F.squeeze(self.start(m), axis=-1), mask)
        p2 = self._masked_log_softmax(F, F.squeeze(self.end(m), axis=-1), mask)
        return p1, p2


Net = SpanPointer
