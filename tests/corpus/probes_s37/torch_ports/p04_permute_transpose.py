"""`x.permute(0, 2, 1)` ported to a fluent transpose with an axes tuple."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.batch_dot(x, x.transpose((0, 2, 1)))
