"""ELECTRA generator MLM head with tied embeddings: one (V, d) parameter read by `F.Embedding` for the input tokens and by `F.FullyConnected(no_bias=True, flatten=False)` for the output logits; token ids come in as floats mapped onto the vocabulary."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TiedGenerator(HybridBlock):
    def __init__(self, vocab=12, units=8, **kwargs):
        super(TiedGenerator, self).__init__(**kwargs)
        self._v, self._d = vocab, units
        with self.name_scope():
            self.word_embed = self.params.get("word_embed", shape=(vocab, units))
            self.hidden = nn.Dense(units, in_units=units, flatten=False, activation="relu")
            self.ln = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, tok_raw, word_embed):
        tokens = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        h = F.Embedding(tokens, word_embed, input_dim=self._v, output_dim=self._d)
        h = self.ln(self.hidden(h))
        return F.FullyConnected(h, word_embed, no_bias=True, num_hidden=self._v, flatten=False)


Net = TiedGenerator
