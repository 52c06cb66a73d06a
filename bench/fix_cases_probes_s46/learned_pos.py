"""Transformer input: token embeddings plus learned position embeddings for the sequence's positions."""
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, max_len=16, units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.tok = nn.Embedding(vocab, units)
            self.pos = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, tokens):
        x = self.tok(F.abs(tokens) * 9)
        pos = self.pos(F.arange(tokens.shape[1]))
        return x + pos
