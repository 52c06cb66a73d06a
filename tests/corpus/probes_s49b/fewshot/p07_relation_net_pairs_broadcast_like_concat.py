"""Relation network: every (query, prototype) pair concatenated on the feature axis after both sides are stretched with `F.broadcast_like` on the other's axis, scored by a small relation module applied with `flatten=False`, the (Q, N, 1) scores reshaped with codes `(0, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (4, 10)]


class RelationModule(HybridBlock):
    def __init__(self, dim=8, hidden=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, activation="relu", flatten=False, in_units=2 * dim)
            self.fc2 = nn.Dense(1, activation="sigmoid", flatten=False, in_units=hidden)

    def hybrid_forward(self, F, pairs):
        return self.fc2(self.fc1(pairs))


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot = n_way, k_shot
        with self.name_scope():
            self.embed = nn.Dense(dim, activation="relu", in_units=in_units)
            self.relation = RelationModule(dim)

    def hybrid_forward(self, F, support, query):
        protos = self.embed(support).reshape((self.n_way, self.k_shot, -1)).sum(axis=1)
        q = self.embed(query).expand_dims(axis=1)
        p = protos.expand_dims(axis=0)
        pairs = F.concat(F.broadcast_like(q, p, lhs_axes=(1,), rhs_axes=(1,)),
                         F.broadcast_like(p, q, lhs_axes=(0,), rhs_axes=(0,)), dim=2)
        return self.relation(pairs).reshape((0, -1))
