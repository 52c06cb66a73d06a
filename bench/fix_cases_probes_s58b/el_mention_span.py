"""Mention representations for entity linking: for each fixed (start, end) span the contextual token vectors `h[:, s:e + 1]` are mean-pooled and the span's first and last tokens `h[:, s]`, `h[:, e]` concatenated to it, the end clipped to the sequence length `h.shape[1] - 1`."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 4)]


class Net(nn.HybridBlock):
    def __init__(self, spans=((0, 2), (3, 5), (5, 9)), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.spans = spans
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=12, flatten=False)

    def hybrid_forward(self, F, h):
        reps = []
        for s, e in self.spans:
            e = min(e, h.shape[1] - 1)
            pooled = F.mean(h[:, s:e + 1], axis=1)
            reps.append(F.concat(h[:, s], h[:, e], pooled, dim=1))
        return self.proj(F.stack(*reps, axis=1))
