"""Span enumeration for coreference (Lee et al. 2017): every (start, width) pair up to a maximum width over the document's length read from its shape, each span the concatenation of its endpoint states `x[:, i]` and `x[:, i + w]`, scored by a feed-forward net."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, max_width=2, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_width = max_width
        with self.name_scope():
            self.score = nn.Dense(1, in_units=2 * dim)

    def hybrid_forward(self, F, x):
        spans = []
        for i in range(x.shape[1]):
            for w in range(self.max_width):
                if i + w < x.shape[1]:
                    spans.append(F.concat(x[:, i], x[:, i + w], dim=-1))
        return self.score(F.stack(*spans, axis=1).reshape((-1, 2 * x.shape[2])))
