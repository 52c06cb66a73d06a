"""FFDNet's downsampling: the image reorganized into four half-resolution sub-images by a reshape/transpose over its own shape, the per-image noise level (B,) broadcast to a map with `*` against ones of the sub-image size, and the inverse shuffle after the body."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 6), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, x, sigma):
        n, c, h, w = x.shape
        sub = x.reshape((n, c, h // 2, 2, w // 2, 2)).transpose((0, 1, 3, 5, 2, 4))
        sub = sub.reshape((n, c * 4, h // 2, w // 2))
        level = sigma.reshape((n, 1, 1, 1)) * F.ones((n, 1, h // 2, w // 2))
        out = self.body(F.concat(sub, F.abs(level), dim=1))
        out = out.reshape((n, c, 2, 2, h // 2, w // 2)).transpose((0, 1, 4, 2, 5, 3))
        return x - out.reshape((n, c, h, w))
