"""A private static helper used as a sort key on python lists and called on a tensor."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    @staticmethod
    def _key(t):
        return t[1]

    def hybrid_forward(self, F, x):
        order = sorted([(0, 2), (1, 1)], key=Net._key)
        return Net._key(x) * order[0][0] + x.sum()
