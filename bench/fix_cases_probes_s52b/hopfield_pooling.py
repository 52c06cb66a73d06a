"""Hopfield pooling: one learned query per head, tiled over the batch, attends over the set with a 1/sqrt(d) scale."""
from mxnet.gluon import nn


INPUTS = [(3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.query = self.params.get("query", shape=(1, 1, dim))
            self.key = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, query):
        q = F.tile(query, reps=(x.shape[0], 1, 1))
        k = self.key(x)
        scale = x.shape[-1] ** -0.5
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * scale, axis=-1)
        return F.batch_dot(att, x).reshape((x.shape[0], -1))
