"""DistMult with corrupted tails and a margin ranking loss: the positive score `sum(h * r * t)` against K negative tails through `expand_dims` + `broadcast_mul`, `relu(margin - pos + neg)` averaged over the negatives."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 6)]


class DistMultRanking(HybridBlock):
    def __init__(self, num_entities=16, dim=8, margin=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.margin = num_entities, margin
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, dim)
            self.relation = nn.Embedding(num_entities, dim)

    def _ids(self, F, x):
        return F.clip(F.floor((x + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)

    def hybrid_forward(self, F, triples, corrupted):
        ids = self._ids(F, triples)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.entity(h) * self.relation(r)                              # (N, D)
        pos = F.sum(hr * self.entity(t), axis=-1)                           # (N,)
        neg_t = self.entity(self._ids(F, corrupted))                        # (N, K, D)
        neg = F.sum(F.broadcast_mul(hr.expand_dims(axis=1), neg_t), axis=-1)  # (N, K)
        loss = F.relu(self.margin - F.broadcast_sub(pos.expand_dims(axis=1), neg))
        return F.mean(loss, axis=1)


Net = DistMultRanking
