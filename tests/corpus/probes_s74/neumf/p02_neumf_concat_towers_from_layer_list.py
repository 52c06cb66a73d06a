"""NeuMF: a GMF branch and an MLP tower (widths from a python list in __init__, the tower a
HybridSequential over the concatenated user/item embeddings), fused by `F.concat` and a Dense(1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class NeuMF(HybridBlock):
    def __init__(self, num_users=10, num_items=12, factors=4, layers=(16, 8, 4), **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.gmf_u = nn.Embedding(num_users, factors)
            self.gmf_i = nn.Embedding(num_items, factors)
            self.mlp_u = nn.Embedding(num_users, layers[0] // 2)
            self.mlp_i = nn.Embedding(num_items, layers[0] // 2)
            self.tower = nn.HybridSequential()
            for units in layers[1:]:
                self.tower.add(nn.Dense(units, activation="relu"))
            self.predict = nn.Dense(1)

    def hybrid_forward(self, F, user, item):
        u, i = to_ids(F, user, self.nu), to_ids(F, item, self.ni)
        gmf = self.gmf_u(u) * self.gmf_i(i)
        mlp = self.tower(F.concat(self.mlp_u(u), self.mlp_i(i), dim=1))
        return F.sigmoid(self.predict(F.concat(gmf, mlp, dim=1)))


Net = NeuMF
