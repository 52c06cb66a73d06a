"""Span width features whose width id is a fresh `nd.array([w - 1])` broadcast over the spans."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SpanWidthFeatures(HybridBlock):
    def __init__(self, seq_len=5, max_width=2, dim=4, width_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.seq_len, self.max_width = seq_len, max_width
        with self.name_scope():
            self.width_emb = nn.Embedding(max_width, width_dim)
            self.scorer = nn.Dense(1, flatten=False, in_units=2 * dim + width_dim)

    def hybrid_forward(self, F, tokens):
        spans = []
        for w in range(1, self.max_width + 1):
            starts = F.slice_axis(tokens, axis=1, begin=0, end=self.seq_len - w + 1)
            ends = F.slice_axis(tokens, axis=1, begin=w - 1, end=None)
            anchor = F.zeros_like(F.slice_axis(starts, axis=2, begin=0, end=1))
            wid = F.broadcast_add(anchor, nd.array([w - 1]))
            width = F.reshape(self.width_emb(wid), shape=(0, 0, -3))
            spans.append(F.concat(starts, ends, width, dim=-1))
        return self.scorer(F.concat(*spans, dim=1))


Net = SpanWidthFeatures
