"""Splitting the joint user+item table back into users and items by `slice_axis` with the python counts kept in `__init__`, the full score matrix by `dot(..., transpose_b=True)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(7, 7)]


class UserItemScores(HybridBlock):
    def __init__(self, num_users=3, num_items=4, dim=5, **kwargs):
        super().__init__(**kwargs)
        self.num_users = num_users
        self.num_items = num_items
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_users + num_items, dim))

    def hybrid_forward(self, F, adj, embedding):
        final = (embedding + F.dot(adj, embedding)) / 2
        users = F.slice_axis(final, axis=0, begin=0, end=self.num_users)
        items = F.slice_axis(final, axis=0, begin=self.num_users, end=self.num_users + self.num_items)
        return F.dot(users, items, transpose_b=True)


Net = UserItemScores
