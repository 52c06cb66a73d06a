"""BERT input embeddings accumulated in place: `emb += self.token_type_embed(types)` on the word-embedding tensor, then position embeddings from `arange_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7), (2, 7)]


class AugmentedBertEmbeddings(HybridBlock):
    def __init__(self, vocab=20, units=8, max_len=16, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.token_type_embed = nn.Embedding(2, units)
            self.position_embed = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, x, seg):
        tokens = F.floor((x + 1) * 0.5 * (self._vocab - 1))
        emb = self.word_embed(tokens)
        emb += self.token_type_embed(seg > 0)
        positions = F.contrib.arange_like(tokens, axis=1)
        return F.broadcast_add(emb, self.position_embed(positions).expand_dims(axis=0))


Net = AugmentedBertEmbeddings
