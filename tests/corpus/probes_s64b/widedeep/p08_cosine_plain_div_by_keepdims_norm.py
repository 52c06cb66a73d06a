"""DSSM cosine similarity with the normalisation by a plain `/`: the (N, E) tower output over its (N, 1) keepdims norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class PlainCosine(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, query, doc):
        q, d = self.qt(query), self.dt(doc)
        q = q / F.norm(q, axis=1, keepdims=True)
        d = d / F.norm(d, axis=1, keepdims=True)
        return F.dot(q, d, transpose_b=True)


Net = PlainCosine
