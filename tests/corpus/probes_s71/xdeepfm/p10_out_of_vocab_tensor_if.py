"""Hashing trick applied only when an index overflows the vocabulary: `if (ids >= self.vocab).sum() > 0:`
on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class OovIf(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.floor((fields + 1) * 0.5 * self.vocab)
        if (ids >= self.vocab).sum() > 0:
            ids = F.broadcast_mod(ids, F.ones_like(ids) * self.vocab)
        return self.out(self.emb(ids).reshape((0, -1)))


Net = OovIf
