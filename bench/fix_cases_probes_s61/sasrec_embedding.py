"""SASRec's input layer: item ids (from a float sequence input, rounded) embedded and scaled by `dim ** 0.5`, positions `F.arange(seq.shape[1])` embedded and added by a plain `+` to the (B, L, D) items, the padding rows zeroed by `h * (ids != 0).expand_dims(-1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_items=6, max_len=8, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, dim)
            self.pos_emb = nn.Embedding(max_len, dim)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, seq):
        ids = F.round(F.abs(seq) * 4)
        positions = F.arange(seq.shape[1])
        h = self.item_emb(ids) * (self.dim ** 0.5) + self.pos_emb(positions)
        h = h * (ids != 0).expand_dims(-1)
        return self.norm(h)
