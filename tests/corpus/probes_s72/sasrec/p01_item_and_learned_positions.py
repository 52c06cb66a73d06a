"""SASRec input layer: item ids (B, L) through an Embedding scaled by sqrt(D), a learned (L, D)
position table added with `broadcast_add` after `expand_dims(0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SASRecInput(HybridBlock):
    def __init__(self, num_items=30, units=8, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self.units, self.num_items = units, num_items
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, units)
            self.pos = self.params.get("pos", shape=(max_len, units))

    def hybrid_forward(self, F, seq, pos):
        ids = F.clip(F.floor((seq + 1) * 0.5 * self.num_items), 0, self.num_items - 1)
        h = self.item_emb(ids) * self.units ** 0.5
        return F.broadcast_add(h, F.expand_dims(pos, 0))


Net = SASRecInput
