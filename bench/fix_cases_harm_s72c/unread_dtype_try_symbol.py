"""attack (unread attribute, HYB001): `x.dtype` read in a try body as the eager/traced test -- a Symbol
raises AttributeError there, and the except branch takes the traced path; the block hybridizes as
written."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        try:
            dt = x.dtype
            eager = True
        except AttributeError:
            eager = False
        if eager:
            return F.relu(x) + x.sum().asscalar() * 0
        return F.relu(x)
