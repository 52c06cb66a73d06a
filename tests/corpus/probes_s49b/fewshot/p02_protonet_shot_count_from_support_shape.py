"""Prototypical network head that works out the shot count of the episode as `support.shape[0] // self.n_way` before reshaping the support embeddings into (n_way, k_shot, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, n_way=3, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_way = n_way
        with self.name_scope():
            self.embed = nn.Dense(dim, activation="relu", in_units=in_units)

    def hybrid_forward(self, F, support, query):
        k_shot = support.shape[0] // self.n_way
        prototypes = self.embed(support).reshape((self.n_way, k_shot, -1)).mean(axis=1)
        q = self.embed(query)
        diff = F.broadcast_sub(q.expand_dims(axis=1), prototypes.expand_dims(axis=0))
        return -F.sum(F.square(diff), axis=-1)
