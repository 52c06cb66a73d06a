"""Wide & deep: a wide part of per-id weights summed over the sparse ids plus a deep MLP on dense features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 12)]


class Net(HybridBlock):
    def __init__(self, vocab=100, dense_units=12, hidden=(16, 8), **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.wide = nn.Embedding(vocab, 1)
            self.deep = nn.HybridSequential()
            in_units = dense_units
            for units in hidden:
                self.deep.add(nn.Dense(units, activation="relu", in_units=in_units))
                in_units = units
            self.deep.add(nn.Dense(1, in_units=in_units))

    def hybrid_forward(self, F, sparse_ids, dense):
        ids = F.floor((sparse_ids + 1) * (self._vocab / 2.0 - 0.5))
        wide_logit = F.sum(self.wide(ids), axis=1)               # B, 1
        return F.sigmoid(wide_logit + self.deep(dense))
