"""Field-aware factorization machine: field-aware embeddings (N, F, F*K) viewed as (N, F, F, K) by reshape codes, and the pairwise terms over python `(i, j)` field pairs from `itertools.combinations`, each cut by `F.slice` with `None` ends and multiplied elementwise (same shapes)."""
import itertools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, fields=3, vocab=10, k=2, **kwargs):
        super().__init__(**kwargs)
        self.fields, self.k = fields, k
        self.pairs = list(itertools.combinations(range(fields), 2))
        with self.name_scope():
            self.embedding = nn.Embedding(vocab, fields * k)
            self.linear = nn.Embedding(vocab, 1)

    def hybrid_forward(self, F, cat):
        ids = F.abs(F.floor(cat * 5))
        emb = self.embedding(ids).reshape((0, 0, self.fields, self.k))         # (N, F, F, K)
        terms = []
        for i, j in self.pairs:
            vi = F.slice(emb, begin=(None, i, j, None), end=(None, i + 1, j + 1, None))
            vj = F.slice(emb, begin=(None, j, i, None), end=(None, j + 1, i + 1, None))
            terms.append(F.sum(vi * vj, axis=(1, 2, 3)))
        return F.add_n(*terms) + F.sum(self.linear(ids), axis=(1, 2))
