"""Wide & Deep deep tower with one Embedding per field: the (N, F) ids split by `F.split(ids, num_outputs=F, axis=1, squeeze_axis=True)`, each field embedded by its own table (a python list of registered children), `F.concat(*embs, dim=1)` then an MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class FieldEmbeddings(HybridBlock):
    def __init__(self, vocabs=(5, 7, 9), emb=4, **kwargs):
        super().__init__(**kwargs)
        self._vocabs = vocabs
        self.tables = []
        with self.name_scope():
            for i, v in enumerate(vocabs):
                t = nn.Embedding(v, emb)
                self.register_child(t, "field%d" % i)
                self.tables.append(t)
            self.mlp = nn.Dense(1)

    def hybrid_forward(self, F, raw):
        cols = F.split(raw, num_outputs=len(self._vocabs), axis=1, squeeze_axis=True)
        embs = [t(F.clip(F.floor((c + 1) / 2 * v), 0, v - 1)) for t, c, v in zip(self.tables, cols, self._vocabs)]
        return self.mlp(F.concat(*embs, dim=1))


Net = FieldEmbeddings
