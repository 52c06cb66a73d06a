"""The second layer's size at index 1, a flattening Dense; the reshape by its units."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2), (12,)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(c, 1, in_channels=3), nn.Dense(6, flatten=False, in_units=2))

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))
