"""Behaviour features of several fields (item id, category): codes embedded, the (N, T, F, E) embeddings concatenated per step by reshape to (N, T, -1) with the history's sizes, and average pooling over the valid steps divided by the count kept as a column."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 2), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.out = nn.Dense(2, in_units=6)

    def hybrid_forward(self, F, codes, valid):
        ids = F.floor((codes + 1) * (self.vocab / 2.0 - 1e-3))
        e = self.embed(ids).reshape((codes.shape[0], codes.shape[1], -1))
        m = (valid > -0.3).astype('float32')
        pooled = (e * m.expand_dims(2)).sum(axis=1) / (m.sum(axis=1, keepdims=True) + 1e-6)
        return self.out(pooled)
