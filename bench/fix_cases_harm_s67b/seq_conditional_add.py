"""A layer added under a constructor flag before the indexed one."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, pre=True, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        if pre:
            self.body.add(nn.Conv2D(2, 1, in_channels=3))
        self.body.add(nn.Conv2D(3, 1, in_channels=2 if pre else 3), nn.BatchNorm())

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))
