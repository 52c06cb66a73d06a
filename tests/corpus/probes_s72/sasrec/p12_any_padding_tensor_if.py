"""Encoder that masks only when the batch holds padding: `if (ids == 0).sum() > 0:`, a tensor
comparison as a python condition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Encoder(HybridBlock):
    def __init__(self, num_items=10, units=8, **kwargs):
        super().__init__(**kwargs)
        self.num_items = num_items
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, units)

    def hybrid_forward(self, F, seq):
        ids = F.clip(F.floor((seq + 1) * 0.5 * self.num_items), 0, self.num_items - 1)
        h = self.item_emb(ids)
        if (ids == 0).sum() > 0:
            h = F.broadcast_mul(h, F.expand_dims(ids != 0, -1))
        return h


Net = Encoder
