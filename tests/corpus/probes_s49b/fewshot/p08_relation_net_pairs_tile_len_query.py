"""Relation network that tiles the prototypes over the query batch with `F.tile(p, reps=(len(query), 1, 1))` and the queries over the classes with `F.repeat(q, self.n_way, axis=1)` before concatenating the pairs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, hidden=12, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot = n_way, k_shot
        with self.name_scope():
            self.embed = nn.Dense(dim, activation="relu", in_units=in_units)
            self.fc1 = nn.Dense(hidden, activation="relu", flatten=False, in_units=2 * dim)
            self.fc2 = nn.Dense(1, activation="sigmoid", flatten=False, in_units=hidden)

    def hybrid_forward(self, F, support, query):
        protos = self.embed(support).reshape((self.n_way, self.k_shot, -1)).sum(axis=1)
        q = F.repeat(self.embed(query).expand_dims(axis=1), self.n_way, axis=1)
        p = F.tile(protos.expand_dims(axis=0), reps=(len(query), 1, 1))
        return self.fc2(self.fc1(F.concat(q, p, dim=2))).reshape((0, -1))
