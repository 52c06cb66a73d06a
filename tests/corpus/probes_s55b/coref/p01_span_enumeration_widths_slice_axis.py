"""End-to-end coref span enumeration: for each width w up to `max_width`, start and end token states by `slice_axis` with offsets from the configured sequence length, spans of all widths concatenated on axis 1, scored by a feed-forward mention scorer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class SpanEnumerator(HybridBlock):
    def __init__(self, seq_len=6, max_width=3, dim=4, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len, self.max_width = seq_len, max_width
        with self.name_scope():
            self.ffnn = nn.HybridSequential()
            self.ffnn.add(nn.Dense(hidden, activation="relu", flatten=False, in_units=2 * dim),
                          nn.Dense(1, flatten=False, in_units=hidden))

    def hybrid_forward(self, F, tokens):
        spans = []
        for w in range(1, self.max_width + 1):
            starts = F.slice_axis(tokens, axis=1, begin=0, end=self.seq_len - w + 1)
            ends = F.slice_axis(tokens, axis=1, begin=w - 1, end=self.seq_len)
            spans.append(F.concat(starts, ends, dim=-1))
        spans = F.concat(*spans, dim=1)
        return F.reshape(self.ffnn(spans), shape=(0, -1))


Net = SpanEnumerator
