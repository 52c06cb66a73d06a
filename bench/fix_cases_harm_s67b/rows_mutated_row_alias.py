"""The table mutated through a method of another class holding the block."""
from mxnet.gluon import nn

INPUTS = [(3, 4)]


class Inner(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.edges = [(0, 1), (2, 1)]

    def hybrid_forward(self, F, x):
        out = []
        for a, b in self.edges:
            out.append(x[a] - x[b])
        return F.stack(*out)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.inner = Inner()
        vars(self.inner)['edges'] = [(1, 0)]

    def hybrid_forward(self, F, x):
        return self.inner(x)
