"""Cosine-similarity few-shot classifier that normalises embeddings as `q / F.norm(q, axis=1, keepdims=True)` with plain `/` against the (N, 1) norms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (5, 10)]


def unit(F, v, eps=1e-6):
    return v / (F.norm(v, axis=1, keepdims=True) + eps)


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, temperature=10.0, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot, self.temperature = n_way, k_shot, temperature
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, support, query):
        prototypes = self.embed(support).reshape((self.n_way, self.k_shot, -1)).mean(axis=1)
        return self.temperature * F.dot(unit(F, self.embed(query)), unit(F, prototypes), transpose_b=True)
