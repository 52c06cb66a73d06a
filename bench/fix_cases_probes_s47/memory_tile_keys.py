"""Key-value memory: each query tiled against every slot, an MLP scores the pairs."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, slots=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.keys = self.params.get('keys', shape=(slots, dim))
            self.values = self.params.get('values', shape=(slots, dim))
            self.score = nn.Dense(1, in_units=2 * dim, flatten=False)

    def hybrid_forward(self, F, query, keys, values):
        q = F.tile(query.expand_dims(1), reps=(1, keys.shape[0], 1))
        k = F.broadcast_like(keys.expand_dims(0), q)
        logits = self.score(F.concat(q, k, dim=2)).squeeze(axis=2)
        return F.dot(F.softmax(logits, axis=1), values)
