"""Right-to-left warp for self-supervised stereo: pixel x-coordinates shifted by disparity and normalised for the sampler."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5), (2, 1, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, right, disp):
        xs = F.arange(right.shape[3]).reshape((1, 1, 1, -1))
        ys = F.arange(right.shape[2]).reshape((1, 1, -1, 1))
        gx = F.broadcast_sub(F.broadcast_like(xs, disp), disp * 0.5)
        gy = F.broadcast_like(ys, disp)
        grid = F.concat(2 * gx / (right.shape[3] - 1) - 1, 2 * gy / (right.shape[2] - 1) - 1, dim=1)
        return F.BilinearSampler(right, grid)
