"""Cosine-similarity few-shot classifier: queries and prototypes unit-normalised with `F.L2Normalization(mode="instance")`, similarities by `F.dot(q, p, transpose_b=True)`, scaled by a python temperature; the prototypes are shot means from reshape codes `(-4, n_way, -1, -2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (5, 10)]


class Net(HybridBlock):
    def __init__(self, n_way=3, in_units=10, dim=8, temperature=10.0, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.temperature = n_way, temperature
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, support, query):
        s = self.embed(support).reshape((-4, self.n_way, -1, -2))
        prototypes = F.L2Normalization(s.mean(axis=1), mode="instance")
        q = F.L2Normalization(self.embed(query), mode="instance")
        return self.temperature * F.dot(q, prototypes, transpose_b=True)
