"""NCF MLP tower walking a python list of (Dense, Dropout) pairs; dropout applied only under
`autograd.is_training()` -- identity at inference."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class MLPTower(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=4, layers=(8, 4), drop=0.2, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni, self.drop = num_users, num_items, drop
        with self.name_scope():
            self.u = nn.Embedding(num_users, dim)
            self.i = nn.Embedding(num_items, dim)
            self.dense = []
            for units in layers:
                d = nn.Dense(units, activation="relu")
                self.register_child(d)
                self.dense.append(d)
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, user, item):
        h = F.concat(self.u(to_ids(F, user, self.nu)), self.i(to_ids(F, item, self.ni)), dim=1)
        for d in self.dense:
            h = d(h)
            if autograd.is_training():
                h = F.Dropout(h, p=self.drop)
        return self.out(h)


Net = MLPTower
