"""DistMult margin ranking loss with `neg - pos.reshape((-1, 1))` by a plain `-`: (B, Q) negatives against
(B, 1) positives."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class PlainMargin(HybridBlock):
    def __init__(self, num_ent=10, dim=6, margin=1.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.margin = num_ent, margin
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples, corrupt):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.ent(h) * self.rel(r)
        pos = F.sum(hr * self.ent(t), axis=-1)
        neg_ids = F.clip(F.floor((corrupt + 1) * 0.5 * self.n), 0, self.n - 1)
        neg = F.batch_dot(self.ent(neg_ids), hr.expand_dims(2)).reshape((0, -1))
        return F.relu(self.margin + neg - pos.reshape((-1, 1))).mean()


Net = PlainMargin
