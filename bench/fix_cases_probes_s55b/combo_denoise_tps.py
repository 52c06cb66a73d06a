"""Warp-then-denoise for document images: a sampling grid from F.arange over the image's width and height from its shape, a global shift predicted from pooled features and added to the grid, the warped image denoised by a residual conv with `-=`, and a noise-level channel of ones by the shape."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.shift = nn.Dense(2, in_units=1)
            self.denoise = nn.Conv2D(1, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        gx = (F.arange(w) / (w - 1) * 2 - 1).reshape((1, 1, 1, w)).broadcast_to((n, 1, h, w))
        gy = (F.arange(h) / (h - 1) * 2 - 1).reshape((1, 1, h, 1)).broadcast_to((n, 1, h, w))
        shift = 0.1 * F.tanh(self.shift(x.mean(axis=(1, 2, 3)).reshape((n, 1))))
        grid = F.concat(gx, gy, dim=1) + shift.reshape((n, 2, 1, 1))
        y = F.BilinearSampler(x, grid)
        level = F.ones((n, 1, h, w)) * 0.1
        y -= self.denoise(F.concat(y, level, dim=1))
        return y
