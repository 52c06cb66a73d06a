"""A Dense applied to the last axis (flatten=False) of a 4-d map: axis 1 keeps the input's channels."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(c, flatten=False, in_units=2), nn.Activation('relu'))

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))
