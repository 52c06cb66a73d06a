"""contrib.cond choosing between two tensor branches on a data-dependent predicate."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        pred = F.sum(x) > 0
        return F.contrib.cond(pred, lambda: F.relu(x), lambda: F.abs(x) * 2)
