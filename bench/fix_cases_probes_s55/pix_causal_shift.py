"""PixelCNN++ down/right shifts from the map's int_shape: zeros of (N, C, 1, W) over the map cut to its first H-1 rows, zeros of (N, C, H, 1) left of its first W-1 columns, the two streams summed."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(2, (2, 3), padding=(0, 1), in_channels=2)
            self.right = nn.Conv2D(2, (2, 2), in_channels=2)

    def hybrid_forward(self, F, x):
        xs = x.shape
        d = F.concat(F.zeros((xs[0], xs[1], 1, xs[3])), x[:, :, :xs[2] - 1, :], dim=2)
        r = F.concat(F.zeros((xs[0], xs[1], xs[2], 1)), x[:, :, :, :xs[3] - 1], dim=3)
        d = self.down(F.concat(F.zeros((xs[0], xs[1], 1, xs[3])), d, dim=2))
        r = self.right(F.pad(r, mode='constant', pad_width=(0, 0, 0, 0, 1, 0, 1, 0)))
        return d + r
