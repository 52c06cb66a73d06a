"""sorted() of a dict's keys: python ordering, no tensor sorted."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weights = {'b': 2.0, 'a': 0.5, 'c': -1.0}

    def hybrid_forward(self, F, x):
        out = x
        for key in sorted(self.weights):
            out = out * self.weights[key] + 1
        return out
