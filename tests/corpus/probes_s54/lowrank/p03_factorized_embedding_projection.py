"""ALBERT-style factorized embedding: ids quantised from the input, a small `Embedding(vocab, e)` then `Dense(hidden, flatten=False)` up-projection, plus position embeddings of a constant position row."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class FactorizedEmbedding(HybridBlock):
    def __init__(self, vocab=50, emb=3, hidden=8, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.word = nn.Embedding(vocab, emb)
            self.proj = nn.Dense(hidden, flatten=False, in_units=emb)
            self.pos = nn.Embedding(max_len, hidden)
            self.positions = self.params.get_constant("positions", np.arange(max_len).reshape(1, -1))

    def hybrid_forward(self, F, tokens, positions):
        ids = F.floor((tokens + 1) * 0.5 * (self.vocab - 1))
        return F.broadcast_add(self.proj(self.word(ids)), self.pos(positions))


Net = FactorizedEmbedding
