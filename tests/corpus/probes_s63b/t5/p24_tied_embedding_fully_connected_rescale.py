"""T5 tied input/output embeddings: one (vocab, d_model) Parameter used by `F.Embedding` on ids quantised from the input and by `F.FullyConnected(..., flatten=False, no_bias=True)` as the LM head, the decoder output rescaled by `d_model ** -0.5` (a python float) before the head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class TiedT5Head(HybridBlock):
    def __init__(self, vocab=11, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._v, self._d = vocab, d_model
        with self.name_scope():
            self.shared = self.params.get("shared", shape=(vocab, d_model))
            self.ff = nn.Dense(d_model, flatten=False, activation="relu")

    def hybrid_forward(self, F, raw, shared):
        ids = F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1)
        h = self.ff(F.Embedding(ids, shared, input_dim=self._v, output_dim=self._d))
        h = h * (self._d ** -0.5)
        return F.FullyConnected(h, shared, num_hidden=self._v, no_bias=True, flatten=False)


Net = TiedT5Head
