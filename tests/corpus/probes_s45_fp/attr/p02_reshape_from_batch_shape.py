"""The same flattening written `x.reshape((x.shape[0], -1))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x.reshape((x.shape[0], -1)))
