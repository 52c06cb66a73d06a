"""Span pointer trimming its logits to the longest context, `int(mask.sum(axis=1).max().asscalar())`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 7)]


class SpanPointer(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.start = nn.Dense(1, flatten=False, in_units=dim)

    def hybrid_forward(self, F, m, context_mask):
        mask = context_mask > -0.5
        max_len = int(mask.sum(axis=1).max().asscalar())
        logits = F.slice_axis(F.squeeze(self.start(m), axis=-1), axis=1, begin=0, end=max_len)
        mask = F.slice_axis(mask, axis=1, begin=0, end=max_len)
        return F.log_softmax(F.where(mask, logits, F.ones_like(logits) * -1e30), axis=-1)


Net = SpanPointer
