"""BERT MLM decoder tied to the embedding whose `num_hidden` is read from `self.word_embed.weight.shape[0]` -- a Parameter's declared shape, python ints -- in `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class ShapeTiedDecoder(HybridBlock):
    def __init__(self, vocab=12, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.transform = nn.Dense(units, flatten=False, activation="relu", in_units=units)
        self.embed_weight = self.word_embed.weight

    def hybrid_forward(self, F, h, embed_weight):
        h = self.transform(h)
        return F.FullyConnected(h, embed_weight, no_bias=True, num_hidden=self.word_embed.weight.shape[0],
                                flatten=False)


Net = ShapeTiedDecoder
