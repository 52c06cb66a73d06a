"""BERT input embeddings with a learned (max_len, C) position table sliced to the configured length by `slice_axis` and added to the (N, T, C) word embeddings by plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class BertTableEmbeddings(HybridBlock):
    def __init__(self, vocab=20, units=8, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._max_len = max_len
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab, units)
            self.position_weight = self.params.get("position_weight", shape=(max_len, units), init="normal")
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x, position_weight):
        tokens = F.floor((x + 1) * 0.5 * (self._vocab - 1))
        pos = F.slice_axis(position_weight, axis=0, begin=0, end=self._max_len)
        return self.norm(self.word_embed(tokens) + pos)


Net = BertTableEmbeddings
