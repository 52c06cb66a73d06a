"""A SlowFast lateral connection that folds time into channels: `n, c, t, h, w = fast.shape` and `fast.reshape((n, c * self.alpha, t // self.alpha, h, w))` (as the "T-to-C" variant does), concatenated onto the slow pathway's channels."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2, 4, 4), (2, 3, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(4, (1, 1, 1), in_channels=3)
            self.fast = nn.Conv3D(2, (1, 1, 1), in_channels=3)
            self.fuse = nn.Conv3D(4, (1, 1, 1), in_channels=8)

    def hybrid_forward(self, F, xs, xf):
        slow, fast = self.slow(xs), self.fast(xf)
        n, c, t, h, w = fast.shape
        lateral = fast.transpose((0, 1, 3, 4, 2)).reshape((n, c, h, w, t // self.alpha, self.alpha))
        lateral = lateral.transpose((0, 1, 5, 4, 2, 3)).reshape((n, c * self.alpha, t // self.alpha, h, w))
        return self.fuse(F.concat(slow, lateral, dim=1))
