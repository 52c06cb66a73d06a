"""A Conv1D laid out channels-last: axis 1 of its output is the length, not the channels."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 3), (10,)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv1D(c, 1, in_channels=3, layout='NWC'), nn.Activation('relu'))

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1)))
