"""TransE scoring with the triple columns read as in the PyTorch code: `triples[:, 0]`, `triples[:, 1]`,
`triples[:, 2]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class SubscriptTransE(HybridBlock):
    def __init__(self, num_ent=10, dim=6, gamma=12.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = self.ent(ids[:, 0]), self.rel(ids[:, 1]), self.ent(ids[:, 2])
        return self.gamma - F.norm(h + r - t, ord=2, axis=-1)


Net = SubscriptTransE
