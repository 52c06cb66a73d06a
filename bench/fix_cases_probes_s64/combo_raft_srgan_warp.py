"""A flow-guided video super-resolution step (FRVSR style, RAFT + SRGAN): the previous high-resolution
estimate warped by the upsampled flow with `BilinearSampler` on a grid built from the map size
(`n, _, h, w = flow.shape`, `nd.arange` rows and columns, normalised by `(w - 1)` and `(h - 1)`), the warped
frame brought to the low resolution by a space-to-depth written with reshape/transpose, concatenated with
the current frame, residual blocks, and a PixelShuffle x2 by `reshape`/`transpose` from `x.shape`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 3, 4, 4), (1, 3, 8, 8), (1, 2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, scale=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.head = nn.Conv2D(channels, 3, padding=1, in_channels=3 + 3 * scale * scale,
                                  activation='relu')
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.up = nn.Conv2D(3 * scale * scale, 3, padding=1, in_channels=channels)

    def warp(self, F, img, flow):
        n, _, h, w = flow.shape
        xs = nd.arange(w).reshape((1, 1, 1, w)).broadcast_to((n, 1, h, w))
        ys = nd.arange(h).reshape((1, 1, h, 1)).broadcast_to((n, 1, h, w))
        gx = (xs + flow.slice_axis(axis=1, begin=0, end=1)) * (2.0 / (w - 1)) - 1
        gy = (ys + flow.slice_axis(axis=1, begin=1, end=2)) * (2.0 / (h - 1)) - 1
        return F.BilinearSampler(img, F.concat(gx, gy, dim=1))

    def hybrid_forward(self, F, lr, prev_hr, flow):
        warped = self.warp(F, prev_hr, flow)
        b, c, hh, ww = warped.shape
        r = self.scale
        s2d = warped.reshape((b, c, hh // r, r, ww // r, r)).transpose((0, 1, 3, 5, 2, 4))
        s2d = s2d.reshape((b, c * r * r, hh // r, ww // r))
        x = self.head(F.concat(lr, s2d, dim=1))
        x = x + self.body(x)
        x = self.up(x)
        b, c, h, w = x.shape
        x = x.reshape((b, c // (r * r), r, r, h, w)).transpose((0, 1, 4, 2, 5, 3))
        return x.reshape((b, c // (r * r), h * r, w * r)) + warped
