"""GPT-2 tied LM head written with `nd.dot(h, wte, transpose_b=True)` (the module imported `nd` for a sampling helper) -- an NDArray operator on traced symbols."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class NdTiedHead(HybridBlock):
    def __init__(self, vocab=30, units=8, **kwargs):
        super(NdTiedHead, self).__init__(**kwargs)
        self._v, self._d = vocab, units
        with self.name_scope():
            self.wte = self.params.get("wte", shape=(vocab, units))
            self.ln_f = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, raw, wte):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        h = self.ln_f(F.Embedding(ids, wte, input_dim=self._v, output_dim=self._d))
        return nd.dot(h, wte, transpose_b=True)


Net = NdTiedHead
