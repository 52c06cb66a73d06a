"""PWC-Net's warping layer: the coarser level's flow upsampled by a transposed conv and scaled by
`20 / 2 ** level`, a base grid from `F.arange(W)` / `F.arange(H)` broadcast to (B, 1, H, W) from the unpacked
shape, the flow added, the grid normalised to [-1, 1] by `2 * g / max(W - 1, 1) - 1` per component (legacy
subscripts `vgrid[:, 0:1]`), the second image's features sampled by BilinearSampler, and the validity mask
(a sampled map of ones) thresholded at 0.9999."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, level=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = 20.0 / 2 ** level
        with self.name_scope():
            self.upflow = nn.Conv2DTranspose(2, 4, strides=2, padding=1, in_channels=2)

    def warp(self, F, x, flo):
        B, C, H, W = x.shape
        xx = F.arange(W).reshape((1, 1, 1, W)).broadcast_to((B, 1, H, W))
        yy = F.arange(H).reshape((1, 1, H, 1)).broadcast_to((B, 1, H, W))
        vgrid = F.concat(xx, yy, dim=1) + flo
        gx = 2.0 * vgrid[:, 0:1] / max(W - 1, 1) - 1.0
        gy = 2.0 * vgrid[:, 1:2] / max(H - 1, 1) - 1.0
        grid = F.concat(gx, gy, dim=1)
        output = F.BilinearSampler(x, grid)
        mask = F.BilinearSampler(F.ones_like(x), grid)
        mask = mask >= 0.9999
        return output * mask

    def hybrid_forward(self, F, feat2, flow_coarse):
        up_flow = self.upflow(flow_coarse)
        return self.warp(F, feat2, up_flow * self.scale), up_flow
