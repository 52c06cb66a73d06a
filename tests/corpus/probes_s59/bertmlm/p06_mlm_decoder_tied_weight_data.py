"""BERT MLM decoder tied to the word embedding by reading `self.word_embed.weight.data()` inside `hybrid_forward` and projecting with `F.dot(..., transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class DataTiedMLMDecoder(HybridBlock):
    def __init__(self, vocab=12, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.transform = nn.Dense(units, flatten=False, activation="relu", in_units=units)
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, h):
        h = self.norm(self.transform(h))
        return F.dot(h, self.word_embed.weight.data(), transpose_b=True)


Net = DataTiedMLMDecoder
