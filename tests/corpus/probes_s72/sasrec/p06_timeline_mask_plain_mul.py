"""Padding zeroed with plain `*`: (B, L, D) hidden states times the (B, L, 1) timeline mask."""
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
        h = self.item_emb(ids) * keep
        return self.ffn(h) * keep


Net = Masked
