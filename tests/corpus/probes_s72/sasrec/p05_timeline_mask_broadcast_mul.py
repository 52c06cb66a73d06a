"""Padding (item id 0) zeroed after every block: a (B, L) timeline mask `ids != 0` expanded to
(B, L, 1) and applied with `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Masked(HybridBlock):
    def __init__(self, num_items=10, units=8, **kwargs):
        super().__init__(**kwargs)
        self.num_items = num_items
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, units)
            self.ffn = nn.Dense(units, flatten=False, activation="relu")

    def hybrid_forward(self, F, seq):
        ids = F.clip(F.floor((seq + 1) * 0.5 * self.num_items), 0, self.num_items - 1)
        keep = F.expand_dims(ids != 0, -1)
        h = F.broadcast_mul(self.item_emb(ids), keep)
        return F.broadcast_mul(self.ffn(h), keep)


Net = Masked
