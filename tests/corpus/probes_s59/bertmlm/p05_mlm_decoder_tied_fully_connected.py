"""BERT MLM decoder tied to the word embedding: the embedding's weight registered on the block as `self.tied_weight`, passed to `hybrid_forward` and used by `F.FullyConnected(..., flatten=False)` with a separate bias Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class TiedMLMDecoder(HybridBlock):
    def __init__(self, vocab=12, units=8, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.transform = nn.Dense(units, flatten=False, activation="relu", in_units=units)
            self.norm = nn.LayerNorm(in_channels=units)
            self.decoder_bias = self.params.get("decoder_bias", shape=(vocab,), init="zeros")
        self.tied_weight = self.word_embed.weight

    def hybrid_forward(self, F, h, decoder_bias, tied_weight):
        h = self.norm(self.transform(h))
        return F.FullyConnected(h, tied_weight, decoder_bias, num_hidden=self._vocab, flatten=False)


Net = TiedMLMDecoder
