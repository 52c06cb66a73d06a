"""A user represented by the items of their history (the item-based side of NCF): a padded history of ids with a valid count per user, a running sum over the history positions `for j in range(h.shape[1])` with `+=` of each embedding times its validity `j < n`, divided by the count, then a GMF product with the target item."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3,), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, items=6, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.items = items
        self.k = k
        with self.name_scope():
            self.emb = nn.Embedding(items, k)
            self.out = nn.Dense(1, in_units=k)

    def hybrid_forward(self, F, hist, n, item):
        h = self.emb(F.floor((hist + 1) * 0.5 * (self.items - 1)))
        n = F.floor((n + 1) * 0.5 * hist.shape[1]) + 1
        acc = F.zeros((h.shape[0], self.k))
        for j in range(h.shape[1]):
            acc += h[:, j] * (j < n).reshape((-1, 1))
        user = acc / n.reshape((-1, 1))
        t = self.emb(F.floor((item + 1) * 0.5 * (self.items - 1)))
        return F.sigmoid(self.out(user * t))
