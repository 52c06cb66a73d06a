"""GPT-2 decoding with a configured past: positions `F.arange(self._past, self._past + self._len)` of python ints, token and position embeddings of the shared `wte`/`wpe` Parameters by `F.Embedding`, the tied head as `F.FullyConnected(h, wte, no_bias=True, num_hidden=V, flatten=False)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class FCTiedHead(HybridBlock):
    def __init__(self, vocab=30, units=8, n_positions=16, past_length=3, seq_len=4, **kwargs):
        super(FCTiedHead, self).__init__(**kwargs)
        self._v, self._d, self._p = vocab, units, n_positions
        self._past, self._len = past_length, seq_len
        with self.name_scope():
            self.wte = self.params.get("wte", shape=(vocab, units))
            self.wpe = self.params.get("wpe", shape=(n_positions, units))
            self.ln_f = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, raw, wte, wpe):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        pos = F.arange(self._past, self._past + self._len)
        h = F.broadcast_add(F.Embedding(ids, wte, input_dim=self._v, output_dim=self._d),
                            F.Embedding(pos, wpe, input_dim=self._p, output_dim=self._d).expand_dims(0))
        return F.FullyConnected(self.ln_f(h), wte, no_bias=True, num_hidden=self._v, flatten=False)


Net = FCTiedHead
