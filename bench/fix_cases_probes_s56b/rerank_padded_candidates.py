"""Padded candidate lists: the number of real candidates per query from a float input, positions `arange(K)` compared with `<` against the lengths ((1, K) against (B, 1)), padded scores pushed to -1e9 before the listwise softmax."""
from mxnet.gluon import nn


INPUTS = [(3, 5, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, cands, n):
        k = cands.shape[1]
        lengths = F.floor((n + 1) / 2 * (k - 1)) + 1
        s = self.score(cands).reshape((-1, k))
        mask = F.arange(k).reshape((1, -1)) < lengths.reshape((-1, 1))
        s = F.where(mask, s, F.ones_like(s) * -1e9)
        return F.softmax(s, axis=1)
