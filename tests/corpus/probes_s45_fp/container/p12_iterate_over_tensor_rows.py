"""A python `for row in x` over the batch: a Symbol iterates over its outputs, not its rows."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        rows = [F.relu(row) for row in x]
        return F.stack(*rows, axis=0)
