"""An NDArray held on the block that a method __init__ calls rescales."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.anchors = nd.array([[1, 2], [3, 4]])
        self._rescale(3)

    def _rescale(self, s):
        self.anchors *= s

    def hybrid_forward(self, F, x):
        return F.broadcast_add(x, self.anchors)
