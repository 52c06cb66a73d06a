"""Pix2Seq noise padding sized by the batch: `F.zeros((len(tokens), self.n_noise)) + self.noise_token` -- `len()` of a tensor (1 once traced), concatenated to the (N, L) tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class LenNoise(HybridBlock):
    def __init__(self, vocab=12, n_noise=3, units=8, **kwargs):
        super(LenNoise, self).__init__(**kwargs)
        self._v, self.n_noise, self.noise_token = vocab, n_noise, vocab - 1
        with self.name_scope():
            self.emb = nn.Embedding(vocab, units)

    def hybrid_forward(self, F, raw):
        tokens = F.floor((raw + 1) * 0.5 * (self._v - 1 - 1e-3))
        noise = F.zeros((len(tokens), self.n_noise)) + self.noise_token
        return self.emb(F.concat(tokens, noise, dim=1))


Net = LenNoise
