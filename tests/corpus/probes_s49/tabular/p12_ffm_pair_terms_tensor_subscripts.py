"""Field-aware FM pair terms taken by subscripts of the embedding tensor, `emb[:, i, j]` and `emb[:, j, i]`, for each python field pair."""
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

    def hybrid_forward(self, F, cat):
        emb = self.embedding(F.abs(F.floor(cat * 5))).reshape((0, 0, self.fields, self.k))
        out = 0
        for i, j in self.pairs:
            out = out + F.sum(emb[:, i, j] * emb[:, j, i], axis=1)
        return out
