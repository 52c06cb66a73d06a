"""Learned positional embedding added to token features."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, max_len=16, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, x):
        seq_len = x.shape[1]
        positions = F.arange(seq_len)
        return F.broadcast_add(x, F.expand_dims(self.pos_embed(positions), axis=0))
