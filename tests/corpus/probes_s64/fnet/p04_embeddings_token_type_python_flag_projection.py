"""FNet embeddings: word + position (from `arange_like(ids, axis=1)`) + token-type embeddings, with token types used only when the configured `type_vocab_size` is positive (a python `if` on a constructor value), LayerNorm and the embedding-to-hidden Dense projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6)]


class FNetEmbeddings(HybridBlock):
    def __init__(self, vocab=20, units=4, hidden=8, max_len=16, type_vocab_size=2, **kwargs):
        super(FNetEmbeddings, self).__init__(**kwargs)
        self._v, self._types = vocab, type_vocab_size
        with self.name_scope():
            self.word = nn.Embedding(vocab, units)
            self.pos = nn.Embedding(max_len, units)
            if type_vocab_size > 0:
                self.token_type = nn.Embedding(type_vocab_size, units)
            self.ln = nn.LayerNorm(in_channels=units)
            self.proj = nn.Dense(hidden, in_units=units, flatten=False)

    def hybrid_forward(self, F, raw, type_raw):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        h = F.broadcast_add(self.word(ids), self.pos(F.contrib.arange_like(ids, axis=1)).expand_dims(0))
        if self._types > 0:
            h = h + self.token_type(type_raw > 0)
        return self.proj(self.ln(h))


Net = FNetEmbeddings
