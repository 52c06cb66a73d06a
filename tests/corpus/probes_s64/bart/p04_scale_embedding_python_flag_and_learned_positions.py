"""BART embeddings: `embed_scale = sqrt(d) if config.scale_embedding else 1.0` chosen by a python `if` on a constructor flag, learned positions with BART's offset of 2 (`arange_like(ids, axis=1) + 2`), layernorm_embedding."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class BartEmbeddings(HybridBlock):
    def __init__(self, vocab=20, units=8, max_positions=16, scale_embedding=True, **kwargs):
        super(BartEmbeddings, self).__init__(**kwargs)
        self._v, self._scale_flag, self._d = vocab, scale_embedding, units
        with self.name_scope():
            self.tokens = nn.Embedding(vocab, units)
            self.positions = nn.Embedding(max_positions + 2, units)
            self.ln = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, raw):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        if self._scale_flag:
            scale = math.sqrt(self._d)
        else:
            scale = 1.0
        pos = self.positions(F.contrib.arange_like(ids, axis=1) + 2)
        return self.ln(F.broadcast_add(self.tokens(ids) * scale, pos.expand_dims(0)))


Net = BartEmbeddings
