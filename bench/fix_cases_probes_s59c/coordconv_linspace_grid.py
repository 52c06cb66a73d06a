"""SOLO's coordinate features: `F.linspace(-1, 1, x.shape[-1])` and `F.linspace(-1, 1,
x.shape[-2])` broadcast into a (H, W) grid, expanded over the batch by `x.shape[0]` and concatenated
to the mask-branch features."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mask = nn.Conv2D(3, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        x_range = F.linspace(-1, 1, x.shape[-1])
        y_range = F.linspace(-1, 1, x.shape[-2])
        gx = F.broadcast_to(x_range.reshape((1, -1)), shape=(x.shape[-2], x.shape[-1]))
        gy = F.broadcast_to(y_range.reshape((-1, 1)), shape=(x.shape[-2], x.shape[-1]))
        coord = F.stack(gx, gy, axis=0).expand_dims(0)
        coord = F.broadcast_to(coord, shape=(x.shape[0], 2, x.shape[-2], x.shape[-1]))
        return self.mask(F.concat(x, coord, dim=1))
