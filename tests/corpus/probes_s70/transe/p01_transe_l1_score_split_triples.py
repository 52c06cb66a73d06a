"""TransE scoring of (head, relation, tail) index triples: the (B, 3) triple input mapped to ids, split
into three index columns by `F.split(num_outputs=3, squeeze_axis=True)` (three outputs, unpacked),
entity and relation Embeddings, score `gamma - ||h + r - t||_1` by `F.norm(ord=1, axis=-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class TransE(HybridBlock):
    def __init__(self, num_ent=10, num_rel=10, dim=6, gamma=12.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_rel, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        return self.gamma - F.norm(self.ent(h) + self.rel(r) - self.ent(t), ord=1, axis=-1)


Net = TransE
