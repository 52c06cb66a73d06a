"""Span enumeration that reads the document length from `tokens.shape[1]` to place the end offsets."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class SpanEnumerator(HybridBlock):
    def __init__(self, max_width=3, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.max_width = max_width
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=2 * dim)

    def hybrid_forward(self, F, tokens):
        seq_len = tokens.shape[1]
        spans = []
        for w in range(1, self.max_width + 1):
            starts = F.slice_axis(tokens, axis=1, begin=0, end=seq_len - w + 1)
            ends = F.slice_axis(tokens, axis=1, begin=w - 1, end=seq_len)
            spans.append(F.concat(starts, ends, dim=-1))
        return F.reshape(self.scorer(F.concat(*spans, dim=1)), shape=(0, -1))


Net = SpanEnumerator
