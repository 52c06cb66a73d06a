"""An NDArray held on the block whose entry __init__ writes after making it."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.anchors = nd.array([[1, 2], [3, 4]])
        self.anchors[0, 0] = 9

    def hybrid_forward(self, F, x):
        return F.broadcast_add(x, self.anchors)
