"""Field-aware FM: one Embedding of F*K per feature reshaped by `(0, 0, F, K)` (F from the constructor),
the interaction of fields i, j as `<v_{i, j}, v_{j, i}>` by two `slice_axis` picks per pair in python
loops over `range(num_fields)`, summed by `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4)]


class FFM(HybridBlock):
    def __init__(self, vocab=20, fields=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.vocab, self.f, self.k = vocab, fields, k
        with self.name_scope():
            self.emb = nn.Embedding(vocab, fields * k)

    def pick(self, F, v, i, j):
        row = F.slice_axis(v, axis=1, begin=i, end=i + 1)
        return F.slice_axis(row, axis=2, begin=j, end=j + 1).reshape((0, -1))

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        v = self.emb(ids).reshape((0, 0, self.f, self.k))
        terms = []
        for i in range(self.f):
            for j in range(i + 1, self.f):
                terms.append(F.sum(self.pick(F, v, i, j) * self.pick(F, v, j, i), axis=1, keepdims=True))
        return F.sigmoid(F.add_n(*terms))


Net = FFM
