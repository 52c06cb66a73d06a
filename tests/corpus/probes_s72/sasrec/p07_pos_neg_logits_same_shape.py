"""Training logits for positive and negative items: the sequence features times each item's
embedding (equal (B, L, D) shapes, plain `*`), summed over the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5), (2, 5)]


class PosNegLogits(HybridBlock):
    def __init__(self, num_items=20, units=8, **kwargs):
        super().__init__(**kwargs)
        self.num_items = num_items
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, units)

    def _ids(self, F, x):
        return F.clip(F.floor((x + 1) * 0.5 * self.num_items), 0, self.num_items - 1)

    def hybrid_forward(self, F, feats, pos, neg):
        pos_logits = F.sum(feats * self.item_emb(self._ids(F, pos)), axis=-1)
        neg_logits = F.sum(feats * self.item_emb(self._ids(F, neg)), axis=-1)
        return pos_logits, neg_logits


Net = PosNegLogits
