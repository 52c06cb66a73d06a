"""A nested helper called on a tensor and mapped over a list of tuples."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        def first(t):
            return t[0]
        pairs = [(x, x * 2)]
        picked = list(map(first, pairs))
        return first(x) + picked[0].sum()
