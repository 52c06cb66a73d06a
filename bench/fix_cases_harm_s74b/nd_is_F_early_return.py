"""An eager shortcut taken only when F is the ndarray namespace; both paths compute the same."""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        if F is nd:
            n, c, t = x.shape
            return x.reshape((n, c * t)) * 2
        return F.flatten(x) * 2
