"""Wide & deep whose global bias column is built with `F.zeros((dense.shape[0], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 12)]


class Net(HybridBlock):
    def __init__(self, vocab=100, global_bias=0.1, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._global_bias = global_bias
        with self.name_scope():
            self.wide = nn.Embedding(vocab, 1)
            self.deep = nn.Dense(1, in_units=12)

    def hybrid_forward(self, F, sparse_ids, dense):
        ids = F.floor((sparse_ids + 1) * (self._vocab / 2.0 - 0.5))
        bias = F.zeros((dense.shape[0], 1)) + self._global_bias
        return F.sigmoid(F.sum(self.wide(ids), axis=1) + self.deep(dense) + bias)
