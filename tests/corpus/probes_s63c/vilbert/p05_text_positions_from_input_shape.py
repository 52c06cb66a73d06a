"""ViLBERT text embeddings with position ids `F.arange(tokens.shape[1])` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class TextEmbeddings(HybridBlock):
    def __init__(self, vocab=30, max_len=16, units=8, **kwargs):
        super(TextEmbeddings, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.tok = nn.Embedding(vocab, units)
            self.pos = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, raw):
        tokens = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        pos = F.arange(tokens.shape[1])
        return F.broadcast_add(self.tok(tokens), self.pos(pos).expand_dims(0))


Net = TextEmbeddings
