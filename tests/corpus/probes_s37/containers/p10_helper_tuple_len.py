"""A helper returns (tensor, list); len() is then taken of the tensor element."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def _collect(self, F, x):
        parts = [F.relu(x), F.tanh(x)]
        return F.concat(*parts, dim=1), parts

    def hybrid_forward(self, F, x):
        cat, parts = self._collect(F, x)
        n = len(cat)
        return cat / n
