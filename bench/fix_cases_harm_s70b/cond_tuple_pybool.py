"""H503 HYB006: a python-number condition (asscalar) with tuples"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        if x.mean().asscalar() > 0:
            return x, x * 2
        else:
            return x, -x
