"""Learned position embeddings looked up for every position of the input and added to it."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, max_length=16, units=8, dropout=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.position = nn.Embedding(max_length, units)
            self.norm = nn.LayerNorm(in_channels=units)
            self.dropout = nn.Dropout(dropout)

    def hybrid_forward(self, F, tokens):
        positions = F.arange(tokens.shape[1])
        pos = self.position(positions)
        return self.dropout(self.norm(F.broadcast_add(tokens, F.expand_dims(pos, axis=0))))
