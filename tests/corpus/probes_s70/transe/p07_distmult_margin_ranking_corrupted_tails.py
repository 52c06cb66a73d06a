"""DistMult with a margin ranking loss against corrupted triples: positive scores `sum(h * r * t)` (B,),
Q corrupted tails a (B, Q) index input gathered to (B, Q, D) and scored by `batch_dot` with (h * r) as
(B, D, 1), the loss `relu(margin - pos + neg)` by `broadcast_sub` of the (B, 1) positives, averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class DistMultMargin(HybridBlock):
    def __init__(self, num_ent=10, dim=6, margin=1.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.margin = num_ent, margin
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def ids(self, F, u):
        return F.clip(F.floor((u + 1) * 0.5 * self.n), 0, self.n - 1)

    def hybrid_forward(self, F, triples, corrupt):
        h, r, t = F.split(self.ids(F, triples), num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.ent(h) * self.rel(r)
        pos = F.sum(hr * self.ent(t), axis=-1)
        neg = F.batch_dot(self.ent(self.ids(F, corrupt)), hr.expand_dims(2)).reshape((0, -1))
        return F.relu(self.margin + F.broadcast_sub(neg, pos.expand_dims(1))).mean()


Net = DistMultMargin
