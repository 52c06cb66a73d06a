"""A Sequential subclass adding its layers in a loop over a constructor count."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2), (10,)]


class Stem(nn.HybridSequential):
    def __init__(self, n=2, **kwargs):
        super().__init__(**kwargs)
        c = 3
        for i in range(n):
            self.add(nn.Conv2D(c + 1, 1, in_channels=c))
            c += 1


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(Stem(), nn.BatchNorm())

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))
