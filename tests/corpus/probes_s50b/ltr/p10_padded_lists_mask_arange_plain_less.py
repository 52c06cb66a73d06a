"""Listwise loss over padded lists whose validity mask is `F.arange(L).reshape((1, -1)) < valid.reshape((-1, 1))`, a plain comparison of a (1, L) row with an (N, 1) column."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6), (3,)]


class Net(HybridBlock):
    def __init__(self, in_units=5, list_size=6, **kwargs):
        super().__init__(**kwargs)
        self.list_size = list_size
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels, lengths):
        valid = F.clip(F.round(F.abs(lengths) * 6), 1, 6)
        mask = F.arange(self.list_size).reshape((1, -1)) < valid.reshape((-1, 1))
        s = self.scorer(docs).reshape((0, -1))
        s = F.where(mask, s, F.ones_like(s) * -1e9)
        return -F.sum(mask * F.relu(labels) * F.log_softmax(s, axis=1), axis=1)
