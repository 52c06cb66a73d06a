"""NCF MLP tower flattening the embeddings with `reshape((user.shape[0], -1))` before the Dense
layers (the Keras port's Flatten written by hand)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class MLPTower(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.u = nn.Embedding(num_users, dim)
            self.i = nn.Embedding(num_items, dim)
            self.fc = nn.Dense(4, activation="relu")
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, user, item):
        b = user.shape[0]
        eu = self.u(to_ids(F, user, self.nu)).reshape((b, -1))
        ei = self.i(to_ids(F, item, self.ni)).reshape((b, -1))
        return self.out(self.fc(F.concat(eu, ei, dim=1)))


Net = MLPTower
