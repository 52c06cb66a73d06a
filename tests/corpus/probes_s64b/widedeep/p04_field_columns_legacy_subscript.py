"""Wide & Deep deep tower reading each field as `raw[:, i]` (legacy subscript) before its Embedding, as the PyTorch port `x[:, i]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class SubscriptFields(HybridBlock):
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
        embs = [t(F.clip(F.floor((raw[:, i] + 1) / 2 * v), 0, v - 1))
                for i, (t, v) in enumerate(zip(self.tables, self._vocabs))]
        return self.mlp(F.concat(*embs, dim=1))


Net = SubscriptFields
