"""Embedding bag whose masked sum (B, D) is divided by the bag sizes (B, 1) with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 7)]


class EmbeddingBag(HybridBlock):
    def __init__(self, vocab=50, dim=6, padding_id=0, **kwargs):
        super().__init__(**kwargs)
        self._padding_id = padding_id
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, bag):
        mask = F.expand_dims(bag != self._padding_id, -1)        # B, L, 1
        summed = F.sum(F.broadcast_mul(self.embed(bag), mask), axis=1)
        counts = F.sum(mask, axis=1) + 1e-6                      # B, 1
        return summed / counts


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bag = EmbeddingBag()

    def hybrid_forward(self, F, history):
        return self.bag(F.floor(F.relu(history) * 49))
