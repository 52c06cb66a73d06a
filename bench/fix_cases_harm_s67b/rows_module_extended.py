"""A module table of rows extended at import time in place."""
from mxnet.gluon import nn

INPUTS = [(3, 4)]

EDGES = [(0, 1)]
EDGES += [(2, 0)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        out = []
        for a, b in EDGES:
            out.append(x[a] + x[b])
        return F.stack(*out)
