"""Squared Euclidean distances between queries and prototypes through the expansion |q|^2 - 2 q.p + |p|^2."""
from mxnet.gluon import nn


INPUTS = [(5, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, temperature=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._t = temperature

    def hybrid_forward(self, F, query, protos):
        qq = F.sum(F.square(query), axis=1, keepdims=True)
        pp = F.sum(F.square(protos), axis=1).reshape((1, -1))
        dist = qq - 2 * F.dot(query, protos, transpose_b=True) + pp
        return F.softmax(-dist / self._t, axis=1)
