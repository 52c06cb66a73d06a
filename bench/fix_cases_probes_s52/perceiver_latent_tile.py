"""Perceiver IO decoder queries: one query per output position, tiled over the batch, and the output scaled by the number of inputs attended."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, outputs=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.queries = self.params.get('queries', shape=(1, outputs, dim))

    def hybrid_forward(self, F, z, queries):
        q = F.tile(queries, reps=(z.shape[0], 1, 1))
        scores = F.batch_dot(q, z, transpose_b=True)
        att = F.softmax(scores, axis=-1)
        return F.batch_dot(att, z) * z.shape[1]
