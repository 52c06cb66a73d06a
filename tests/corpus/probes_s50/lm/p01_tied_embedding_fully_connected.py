"""Language model with tied input/output embeddings: one (V, D) Parameter read by `F.Embedding` for the tokens and by `F.FullyConnected(flatten=False)` as the decoder weight, with its own bias."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class TiedLM(HybridBlock):
    def __init__(self, vocab_size=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size, self.dim = vocab_size, dim
        with self.name_scope():
            self.embed_weight = self.params.get("embed_weight", shape=(vocab_size, dim))
            self.decoder_bias = self.params.get("decoder_bias", shape=(vocab_size,), init="zeros")
            self.body = nn.Dense(dim, flatten=False, in_units=dim, activation="tanh")

    def hybrid_forward(self, F, raw_tokens, embed_weight, decoder_bias):
        tokens = F.clip(F.floor((raw_tokens + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        h = self.body(F.Embedding(tokens, embed_weight, input_dim=self.vocab_size, output_dim=self.dim))
        return F.FullyConnected(h, embed_weight, decoder_bias, num_hidden=self.vocab_size, flatten=False)


Net = TiedLM
