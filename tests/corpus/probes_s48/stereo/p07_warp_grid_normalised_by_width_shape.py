"""Stereo warping that builds a normalised affine-free grid itself: x coordinates `F.arange(0, w)` with `w = left.shape[3]`, shifted by the disparity and scaled to [-1, 1] by `2 / (w - 1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8), (2, 3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.disp = nn.Conv2D(1, 3, padding=1, in_channels=6, activation="sigmoid")

    def hybrid_forward(self, F, left, right):
        h, w = left.shape[2], left.shape[3]
        disp = self.disp(F.concat(left, right, dim=1))
        xs = F.arange(0, w).reshape((1, 1, 1, w))
        gx = F.broadcast_sub(xs, disp) * (2.0 / (w - 1)) - 1
        ys = F.arange(0, h).reshape((1, 1, h, 1)) * (2.0 / (h - 1)) - 1
        grid = F.concat(gx, F.broadcast_like(ys, gx), dim=1)
        return F.BilinearSampler(right, grid)
