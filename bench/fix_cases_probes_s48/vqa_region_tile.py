"""Stacked attention for VQA: the question vector tiled over the image regions before scoring them."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.Dense(hidden, in_units=2 * dim, flatten=False)
            self.score = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, q, regions):
        q_tiled = F.tile(q.expand_dims(1), reps=(1, regions.shape[1], 1))
        h = F.tanh(self.att(F.concat(q_tiled, regions, dim=2)))
        alpha = F.softmax(self.score(h), axis=1)
        return F.sum(F.broadcast_mul(alpha, regions), axis=1) + q
