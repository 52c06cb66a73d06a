"""Gathering user rows of the propagated table with a tensor subscript `final[users]`, as one would index a numpy array."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6), (4,)]


class UserRows(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, users, embedding):
        final = (embedding + F.dot(adj, embedding)) / 2
        users = F.floor(F.abs(users) * 5)
        return final[users]


Net = UserRows
