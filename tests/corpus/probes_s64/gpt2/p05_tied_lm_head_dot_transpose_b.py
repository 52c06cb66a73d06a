"""GPT-2 LM head tied to the input embedding: one `wte` Parameter used by `F.Embedding` for the inputs and by `F.dot(h, wte, transpose_b=True)` for the (N, T, V) logits, with a final `LayerNorm` in between."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class TiedLMHead(HybridBlock):
    def __init__(self, vocab=30, units=8, **kwargs):
        super(TiedLMHead, self).__init__(**kwargs)
        self._v, self._d = vocab, units
        with self.name_scope():
            self.wte = self.params.get("wte", shape=(vocab, units))
            self.ln_f = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, raw, wte):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        h = self.ln_f(F.Embedding(ids, wte, input_dim=self._v, output_dim=self._d))
        return F.dot(h, wte, transpose_b=True)


Net = TiedLMHead
