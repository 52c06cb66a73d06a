"""An NDArray the base holds, replaced by the subclass's __init__."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 2)]


class Base(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Base, self).__init__(**kwargs)
        self.anchors = nd.array([[1, 2], [3, 4]])

    def hybrid_forward(self, F, x):
        return F.broadcast_add(x, self.anchors)


class Net(Base):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.anchors = nd.array([[5, 6], [7, 8]])
