"""A dict of tensors indexed by key and a row taken."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        d = {'a': x, 'b': x * 2}
        return d['b'][0] + d['a'].sum()
