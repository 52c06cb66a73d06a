"""TransE with in-batch corrupted tails: every head/relation pair is scored against the K tails of a negatives tensor, flattened and reshaped back with the batch size read from `triples.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class Net(HybridBlock):
    def __init__(self, num_entities=20, dim=8, num_neg=5, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.num_neg, self.gamma = num_entities, num_neg, gamma
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, dim)
            self.relation = nn.Embedding(num_entities, dim)

    def _ids(self, F, x):
        return F.clip(F.floor((x + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)

    def hybrid_forward(self, F, triples, neg_tails):
        ids = self._ids(F, triples)
        hr = self.entity(F.slice_axis(ids, axis=1, begin=0, end=1)) \
            + self.relation(F.slice_axis(ids, axis=1, begin=1, end=2))          # (N, 1, D)
        neg = self.entity(self._ids(F, neg_tails))                               # (N, K, D)
        dist = F.norm(F.broadcast_sub(hr, neg), axis=-1).reshape((-1,))
        return self.gamma - dist.reshape((triples.shape[0], self.num_neg))
