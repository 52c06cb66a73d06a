"""A Sequential whose first layer's input size is deferred, the second's given; the input's channels used."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv1D(5, 1), nn.Conv1D(2, 1, in_channels=5))

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y.sum(axis=1, keepdims=True), w.reshape((-1, x.shape[1])).sum(axis=0).reshape((1, -1, 1)))
