"""BERT position ids by `F.arange(self._seq_len, ctx=x.context)` -- the configured length is fine, the input's `.context` is NDArray-only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class ContextPositions(HybridBlock):
    def __init__(self, vocab=20, units=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._seq_len = seq_len
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.position_embed = nn.Embedding(seq_len, units)

    def hybrid_forward(self, F, x):
        tokens = F.floor((x + 1) * 0.5 * (self._vocab - 1))
        positions = F.arange(self._seq_len, ctx=x.context)
        return F.broadcast_add(self.word_embed(tokens), self.position_embed(positions).expand_dims(axis=0))


Net = ContextPositions
