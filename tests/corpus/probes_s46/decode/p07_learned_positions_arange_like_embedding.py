"""Learned positional embedding looked up with `contrib.arange_like(x, axis=1)` as positions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, max_len=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, x):
        positions = F.contrib.arange_like(x, axis=1)                   # (T,)
        return F.broadcast_add(x, self.pos_embed(positions).expand_dims(axis=0))
