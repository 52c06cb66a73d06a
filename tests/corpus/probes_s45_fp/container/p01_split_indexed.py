"""GLU gate: `F.split(num_outputs=2)` indexed [0] and [1] (a python list of Symbols when traced)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=2, axis=1)
        return parts[0] * F.sigmoid(parts[1])
