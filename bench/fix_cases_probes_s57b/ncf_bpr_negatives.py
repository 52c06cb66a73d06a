"""BPR with K sampled negatives: user, positive and (N, K) negative ids scaled into the vocabularies, the positive score a row sum, the negatives by `batch_dot` reshaped to `(u.shape[0], -1)`, and `-log sigmoid(pos.reshape((-1, 1)) - neg)` an (N, 1) column against (N, K) with `-`."""
from mxnet.gluon import nn


INPUTS = [(4,), (4,), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, users=5, items=6, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.users, self.items = users, items
        with self.name_scope():
            self.ue = nn.Embedding(users, k)
            self.ie = nn.Embedding(items, k)

    def hybrid_forward(self, F, u, pos, neg):
        u = self.ue(F.floor((u + 1) * 0.5 * (self.users - 1)))
        p = self.ie(F.floor((pos + 1) * 0.5 * (self.items - 1)))
        n = self.ie(F.floor((neg + 1) * 0.5 * (self.items - 1)))
        pos_score = (u * p).sum(axis=1)
        neg_score = F.batch_dot(n, u.expand_dims(2)).reshape((u.shape[0], -1))
        return -F.log(F.sigmoid(pos_score.reshape((-1, 1)) - neg_score) + 1e-8).mean()
