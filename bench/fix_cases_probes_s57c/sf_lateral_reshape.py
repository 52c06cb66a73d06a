"""SlowFast's time-to-channel lateral connection: the fast features' (n, c, t, h, w) unpacked from the shape and folded to (n, c * alpha, t // alpha, h, w), then concatenated to the slow pathway."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 2, 4, 4), (2, 1, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.fast = nn.Conv3D(2, (3, 1, 1), padding=(1, 0, 0), in_channels=1)
            self.fuse = nn.Conv3D(6, 1, in_channels=12)

    def hybrid_forward(self, F, slow, fast):
        f = self.fast(fast)
        n, c, t, h, w = f.shape
        f = f.reshape((n, c, t // self.alpha, self.alpha, h, w)).transpose((0, 1, 3, 2, 4, 5))
        f = f.reshape((n, c * self.alpha, t // self.alpha, h, w))
        return self.fuse(F.concat(slow, f, dim=1))
