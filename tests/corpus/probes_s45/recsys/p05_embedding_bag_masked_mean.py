"""Embedding bag: mean of a variable-length bag of ids, padding id 0 masked out with broadcast ops."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 7)]


class EmbeddingBag(HybridBlock):
    def __init__(self, vocab=50, dim=6, padding_id=0, **kwargs):
        super().__init__(**kwargs)
        self._padding_id = padding_id
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, bag):
        mask = bag != self._padding_id                           # B, L
        summed = F.sum(F.broadcast_mul(self.embed(bag), F.expand_dims(mask, -1)), axis=1)
        counts = F.sum(mask, axis=1, keepdims=True) + 1e-6       # B, 1
        return F.broadcast_div(summed, counts)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bag = EmbeddingBag()
            self.out = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, history):
        ids = F.floor(F.relu(history) * 49)                      # negatives become padding
        return self.out(self.bag(ids))
