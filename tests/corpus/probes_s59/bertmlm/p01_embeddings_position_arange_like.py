"""BERT input embeddings: token ids and segment ids mapped from the inputs, positions by `contrib.arange_like(tokens, axis=1)` through a position Embedding, summed by `broadcast_add`, then LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7), (2, 7)]


class BertEmbeddings(HybridBlock):
    def __init__(self, vocab=20, units=8, max_len=16, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.token_type_embed = nn.Embedding(2, units)
            self.position_embed = nn.Embedding(max_len, units)
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x, seg):
        tokens = F.floor((x + 1) * 0.5 * (self._vocab - 1))
        types = seg > 0
        emb = self.word_embed(tokens) + self.token_type_embed(types)
        positions = F.contrib.arange_like(tokens, axis=1)
        emb = F.broadcast_add(emb, self.position_embed(positions).expand_dims(axis=0))
        return self.norm(emb)


Net = BertEmbeddings
