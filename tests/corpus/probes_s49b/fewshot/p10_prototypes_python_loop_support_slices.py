"""Prototypes computed class by class in a python loop over `range(self.n_way)`, each the mean of the support slice `emb[c * k: (c + 1) * k]`, then stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot = n_way, k_shot
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, support, query):
        emb, k = self.embed(support), self.k_shot
        prototypes = F.stack(*[emb[c * k:(c + 1) * k].mean(axis=0) for c in range(self.n_way)], axis=0)
        q = self.embed(query)
        diff = F.broadcast_sub(q.expand_dims(axis=1), prototypes.expand_dims(axis=0))
        return -F.sum(F.square(diff), axis=-1)
