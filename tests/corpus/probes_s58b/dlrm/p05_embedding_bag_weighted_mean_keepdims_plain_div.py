"""Weighted embedding bag: per-id weights from the input, the (B, D) weighted sum divided by the (B, 1) keepdims weight total with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class WeightedBag(HybridBlock):
    def __init__(self, vocab=10, dim=4, **kwargs):
        super(WeightedBag, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, dim)
            self.out = nn.Dense(1, in_units=dim)

    def hybrid_forward(self, F, bag, per_sample_weights):
        ids = F.clip(F.floor((bag + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        w = F.relu(per_sample_weights) + 1e-3
        vecs = self.emb(ids)
        pooled = F.sum(F.broadcast_mul(vecs, w.expand_dims(axis=2)), axis=1)
        total = w.sum(axis=1, keepdims=True)
        return self.out(pooled / total)


Net = WeightedBag
