"""A fixed table of edges holding a negative index (the last node)."""
from mxnet.gluon import nn

INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.edges = [(0, -1), (-2, 1)]

    def hybrid_forward(self, F, x):
        y = F.relu(x)
        out = []
        for e, (a, b) in enumerate(self.edges):
            out.append(y[a] * e + y[b])
        return F.stack(*out)
