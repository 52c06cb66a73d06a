"""SASRec input layer ported from PyTorch: positions `F.arange(seq.shape[1])` looked up in a
position Embedding."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SASRecInput(HybridBlock):
    def __init__(self, num_items=30, units=8, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self.units, self.num_items = units, num_items
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, units)
            self.pos_emb = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, seq):
        ids = F.clip(F.floor((seq + 1) * 0.5 * self.num_items), 0, self.num_items - 1)
        positions = F.arange(seq.shape[1])
        return F.broadcast_add(self.item_emb(ids), F.expand_dims(self.pos_emb(positions), 0))


Net = SASRecInput
