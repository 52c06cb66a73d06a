"""Rows of booleans (python bools) used as indices."""
from mxnet.gluon import nn

INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.flags = [(True, False)]

    def hybrid_forward(self, F, x):
        out = []
        for a, b in self.flags:
            out.append(x[a] * 3 + x[b])
        return F.stack(*out)
