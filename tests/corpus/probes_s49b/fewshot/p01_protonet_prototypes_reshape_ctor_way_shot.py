"""Prototypical network head: support embeddings reshaped to (n_way, k_shot, D) with the episode sizes given to the constructor, prototypes as their mean over the shot axis, squared Euclidean distances to the queries by `broadcast_sub` of expanded axes, logits as negative distances."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (4, 10)]


class Embed(HybridBlock):
    def __init__(self, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(16, activation="relu", in_units=in_units), nn.Dense(dim, in_units=16))

    def hybrid_forward(self, F, x):
        return self.body(x)


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot = n_way, k_shot
        with self.name_scope():
            self.embed = Embed(in_units, dim)

    def hybrid_forward(self, F, support, query):
        s = self.embed(support).reshape((self.n_way, self.k_shot, -1))
        prototypes = s.mean(axis=1)
        q = self.embed(query)
        diff = F.broadcast_sub(q.expand_dims(axis=1), prototypes.expand_dims(axis=0))
        return -F.sum(F.square(diff), axis=-1)
