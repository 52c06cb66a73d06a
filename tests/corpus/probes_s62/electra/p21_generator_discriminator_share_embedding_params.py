"""ELECTRA with the discriminator's embedding sharing the generator's parameters (`nn.Embedding(..., params=self.gen_embed.params)`), two small encoders, generator logits (N, L, V) and discriminator logits (N, L) returned as a tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SharedEmbeddingElectra(HybridBlock):
    def __init__(self, vocab=10, units=8, **kwargs):
        super(SharedEmbeddingElectra, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.gen_embed = nn.Embedding(vocab, units)
            self.disc_embed = nn.Embedding(vocab, units, params=self.gen_embed.params)
            self.gen = nn.Dense(vocab, in_units=units, flatten=False)
            self.disc = nn.Dense(1, in_units=units, flatten=False)

    def hybrid_forward(self, F, tok_raw):
        tokens = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        gen_logits = self.gen(self.gen_embed(tokens))
        sampled = F.argmax(gen_logits, axis=-1)
        disc_logits = self.disc(self.disc_embed(sampled)).reshape((0, -1))
        return gen_logits, disc_logits


Net = SharedEmbeddingElectra
