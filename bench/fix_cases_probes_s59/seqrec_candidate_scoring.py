"""Scoring the last hidden state of a sequence encoder against candidate items: `h[:, -1, :]` (a negative index), expanded to (B, 1, D) and multiplied with the candidates' embeddings (B, C, D), summed over D."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, items=10, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(d, in_units=d, flatten=False, activation='tanh')
            self.item_emb = nn.Embedding(items, d)

    def hybrid_forward(self, F, seq_emb, cands):
        h = self.enc(seq_emb)
        last = h[:, -1, :]
        cand = self.item_emb(cands)
        return (last.expand_dims(1) * cand).sum(axis=-1)
