"""BST padding mask as a (N, L, 1) column (`expand_dims(-1)` of the `arange < valid` comparison) multiplied with the (N, L, d) embeddings by plain `*` (eagerly broadcast over d, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,)]


class PlainMaskedEmbedding(HybridBlock):
    def __init__(self, num_items=20, units=8, max_len=6, **kwargs):
        super(PlainMaskedEmbedding, self).__init__(**kwargs)
        self._n, self._l = num_items, max_len
        with self.name_scope():
            self.item = nn.Embedding(num_items, units)

    def hybrid_forward(self, F, ids_raw, len_raw):
        ids = F.floor((ids_raw + 1) * 0.5 * (self._n - 1e-3))
        valid = F.floor((len_raw + 1) * 0.5 * (self._l - 1)) + 1
        steps = F.contrib.arange_like(ids, axis=1).reshape((1, -1))
        mask = F.broadcast_lesser(steps, valid.reshape((-1, 1))).expand_dims(-1)
        return (self.item(ids) * mask).sum(axis=1)


Net = PlainMaskedEmbedding
