"""LiteFlowNet's cascaded flow inference (descriptor matching step M): the coarser flow upsampled to the
feature size (`BilinearResize2D` to `feat1.shape[2:]`, times 2), the second image's features backward-warped by
it (a pixel grid from `nd.arange(W)` / `nd.arange(H)` plus the flow, normalised to [-1, 1] by `(W - 1)` and
`(H - 1)`, BilinearSampler), the correlation of feat1 with the warped features, and a residual flow update."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 8), (2, 4, 6, 8), (2, 2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=2 * channels + 3)
            self.pred = nn.Conv2D(2, 3, padding=1, in_channels=8)

    def backwarp(self, F, feat, flow):
        B, C, H, W = feat.shape
        xs = nd.arange(W).reshape((1, 1, 1, W)).broadcast_to((B, 1, H, W))
        ys = nd.arange(H).reshape((1, 1, H, 1)).broadcast_to((B, 1, H, W))
        grid = F.concat(xs, ys, dim=1) + flow
        gx = grid[:, 0:1] * 2 / (W - 1) - 1
        gy = grid[:, 1:2] * 2 / (H - 1) - 1
        return F.BilinearSampler(feat, F.concat(gx, gy, dim=1))

    def hybrid_forward(self, F, feat1, feat2, flow):
        H, W = feat1.shape[2:]
        flow = F.contrib.BilinearResize2D(flow, height=H, width=W) * 2.0
        warped = self.backwarp(F, feat2, flow)
        corr = (feat1 * warped).mean(axis=1, keepdims=True)
        x = F.LeakyReLU(self.conv(F.concat(feat1, warped, corr, flow, dim=1)), slope=0.1)
        return flow + self.pred(x)
