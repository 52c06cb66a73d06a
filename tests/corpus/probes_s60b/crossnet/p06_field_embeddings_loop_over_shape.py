"""Feature-field embeddings with one table per field, looping `for i in range(ids.shape[1])` over the fields and picking column i by `F.slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class FieldEmbeddings(HybridBlock):
    def __init__(self, num_fields=3, vocab=10, dim=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.tables = nn.HybridSequential()
            for _ in range(num_fields):
                self.tables.add(nn.Embedding(vocab, dim))

    def hybrid_forward(self, F, raw):
        ids = F.floor(F.abs(raw) * (self._vocab - 1))
        embs = []
        for i in range(ids.shape[1]):
            col = F.slice_axis(ids, axis=1, begin=i, end=i + 1)
            embs.append(self.tables[i](col))
        return F.concat(*embs, dim=1)


Net = FieldEmbeddings
