"""NeuMF (GMF + MLP towers) on (user, item) pairs: ids read as `x[:, 0]` and `x[:, 1]` from one (N, 2) input (scaled into the vocabularies here), separate embeddings for each tower, the GMF product, the MLP on the concatenation, and the fused score flattened by `reshape(-1)`."""
from mxnet.gluon import nn


INPUTS = [(4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, users=5, items=7, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.users, self.items = users, items
        with self.name_scope():
            self.gmf_u = nn.Embedding(users, k)
            self.gmf_i = nn.Embedding(items, k)
            self.mlp_u = nn.Embedding(users, k)
            self.mlp_i = nn.Embedding(items, k)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(4, in_units=2 * k, activation='relu'),
                         nn.Dense(2, in_units=4, activation='relu'))
            self.out = nn.Dense(1, in_units=k + 2)

    def hybrid_forward(self, F, x):
        x = F.floor((x + 1) * 0.5 * (self.users - 1))
        u, i = x[:, 0], x[:, 1]
        gmf = self.gmf_u(u) * self.gmf_i(i)
        mlp = self.mlp(F.concat(self.mlp_u(u), self.mlp_i(i), dim=1))
        return F.sigmoid(self.out(F.concat(gmf, mlp, dim=1))).reshape(-1)
