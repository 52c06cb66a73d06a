"""BERT/ViT learned absolute positions: a (1, max_len, D) Parameter cut to the input's length by `F.slice_like(axes=(1,))` and added by `broadcast_add`; `max_len` is larger than any sequence."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, max_len=16, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, max_len, dim), init="normal")
            self.drop = nn.Dropout(dropout)
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, pos_embed):
        pos = F.slice_like(pos_embed, x, axes=(1,))
        return self.proj(self.drop(F.broadcast_add(x, pos)))
