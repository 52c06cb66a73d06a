"""DSSM cosine similarity written out: each tower's output divided by its `F.norm(x, axis=1, keepdims=True) + eps` via `F.broadcast_div`, the row-wise cosine of paired query/document `F.sum(q * d, axis=1)` (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class PairCosine(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, query, doc):
        q, d = self.qt(query), self.dt(doc)
        q = F.broadcast_div(q, F.norm(q, axis=1, keepdims=True) + 1e-6)
        d = F.broadcast_div(d, F.norm(d, axis=1, keepdims=True) + 1e-6)
        return F.sum(q * d, axis=1)


Net = PairCosine
