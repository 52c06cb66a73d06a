"""DistMult negatives written with plain operators: `hr.expand_dims(axis=1) * neg_t` multiplies an (N, 1, D) product with the (N, K, D) corrupted tails."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 6)]


class Net(HybridBlock):
    def __init__(self, num_entities=16, dim=8, margin=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.margin = num_entities, margin
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, dim)
            self.relation = nn.Embedding(num_entities, dim)

    def _ids(self, F, x):
        return F.clip(F.floor((x + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)

    def hybrid_forward(self, F, triples, corrupted):
        h, r, t = F.split(self._ids(F, triples), num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.entity(h) * self.relation(r)
        pos = F.sum(hr * self.entity(t), axis=-1, keepdims=True)            # (N, 1)
        neg = F.sum(hr.expand_dims(axis=1) * self.entity(self._ids(F, corrupted)), axis=-1)
        return F.mean(F.relu(self.margin - F.broadcast_sub(pos, neg)), axis=1)
