"""Learned absolute positions sliced as in PyTorch, `pos_embed[:, :x.shape[1]]`, then added to the tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, max_len=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, max_len, dim), init="normal")
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, pos_embed):
        return self.proj(F.broadcast_add(x, pos_embed[:, :x.shape[1]]))
