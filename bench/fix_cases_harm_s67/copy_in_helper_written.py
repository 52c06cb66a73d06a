"""`y = x.copy()` kept while a method of the block writes x in place."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def _bump(self, t):
        t += 1

    def hybrid_forward(self, F, x):
        x = x * 2
        y = x.copy()
        self._bump(x)
        return x + y
