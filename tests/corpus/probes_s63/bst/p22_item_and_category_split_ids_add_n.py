"""BST item features: each history step carries (item, category) ids as an (N, L, 2) array, split by `F.split(num_outputs=2, axis=-1, squeeze_axis=True)` into a list, each looked up by its own Embedding (zipped with the embedding blocks) and summed by `F.add_n(*embs)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 2)]


class FieldEmbeddings(HybridBlock):
    def __init__(self, vocab_sizes=(20, 6), units=8, **kwargs):
        super(FieldEmbeddings, self).__init__(**kwargs)
        self._sizes = vocab_sizes
        with self.name_scope():
            self.embeds = nn.HybridSequential()
            for v in vocab_sizes:
                self.embeds.add(nn.Embedding(v, units))

    def hybrid_forward(self, F, ids_raw):
        fields = F.split(ids_raw, num_outputs=len(self._sizes), axis=-1, squeeze_axis=True)
        embs = [emb(F.floor((f + 1) * 0.5 * (v - 1e-3))) for emb, f, v in zip(self.embeds, fields, self._sizes)]
        return F.add_n(*embs)


Net = FieldEmbeddings
