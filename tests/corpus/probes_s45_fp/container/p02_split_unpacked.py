"""The same gate unpacked `a, b = F.split(...)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        a, b = F.split(x, num_outputs=2, axis=1)
        return a * F.sigmoid(b)
