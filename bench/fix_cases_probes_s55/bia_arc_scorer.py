"""Biaffine arc scorer (Dozat & Manning): dependent and head MLPs, a bias column of ones of the (batch, length) shape appended to the dependents, then dep W head^T by dot and batch_dot."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.dep = nn.Dense(dim, in_units=6, flatten=False, activation='relu')
            self.head = nn.Dense(dim, in_units=6, flatten=False, activation='relu')
            self.W = self.params.get('W', shape=(dim + 1, dim))

    def hybrid_forward(self, F, x, W):
        dep, head = self.dep(x), self.head(x)
        dep = F.concat(dep, F.ones((x.shape[0], x.shape[1], 1)), dim=2)
        return F.batch_dot(F.dot(dep, W), head, transpose_b=True)
