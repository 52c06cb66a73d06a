"""Feature warping to a fronto-parallel plane as MVS ports write it: a pixel grid of `F.arange(W)` / `F.arange(H)` from `_, _, H, W = feat.shape`, shifted by a per-sample disparity of (B, 1) and normalised to [-1, 1] by `(W - 1) / 2`, stacked to (B, 2, H, W) and sampled by F.BilinearSampler."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5), (2, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, feat, disparity):
        B, _, H, W = feat.shape
        feat = self.conv(feat)
        xs = F.arange(W).reshape((1, 1, W)).broadcast_to((B, H, W))
        ys = F.arange(H).reshape((1, H, 1)).broadcast_to((B, H, W))
        xs = xs - disparity.reshape((B, 1, 1))
        gx = xs / ((W - 1) / 2.0) - 1
        gy = ys / ((H - 1) / 2.0) - 1
        grid = F.stack(gx, gy, axis=1)
        return F.BilinearSampler(feat, grid)
