"""Relation network: every query paired with every class prototype, the pair scored by a small MLP."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.relation = nn.Dense(hidden, in_units=2 * dim, flatten=False)
            self.score = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, protos, query):
        n_way, n_query = protos.shape[0], query.shape[0]
        p = F.tile(protos.expand_dims(0), reps=(n_query, 1, 1))
        q = F.tile(query.expand_dims(1), reps=(1, n_way, 1))
        pairs = F.concat(p, q, dim=2)
        return F.sigmoid(self.score(F.relu(self.relation(pairs)))).reshape((n_query, n_way))
