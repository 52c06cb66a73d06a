"""LiteFlowNet's flow regularisation (f-lconv): the brightness error of the first image and the warped second
one, the flow with its per-sample mean taken off (a plain `-` of (B, 2, H, W) and (B, 2, 1, 1)) and the image
fed to a conv predicting k*k distances per pixel, weights `softmax(-dist^2)` over the neighbourhood, and the
flow's u and v smoothed by the feature-driven local convolution: an edge-padded flow, `nd.zeros` accumulators
and `u += w * flow_pad[:, 0:1, i:i + H, j:j + W]` over the k*k shifts."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6), (2, 3, 5, 6), (2, 2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.feat = nn.Conv2D(8, 3, padding=1, in_channels=6, activation='relu')
            self.dist = nn.Conv2D(k * k, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, img1, img2_warped, flow):
        B, _, H, W = flow.shape
        err = ((img1 - img2_warped) ** 2).sum(axis=1, keepdims=True).sqrt()
        centred = flow - flow.mean(axis=(2, 3), keepdims=True)
        dist = self.dist(self.feat(F.concat(err, centred, img1, dim=1)))
        weights = F.softmax(-(dist ** 2), axis=1)
        pad = self.k // 2
        flow_pad = F.pad(flow, mode='edge', pad_width=(0, 0, 0, 0, pad, pad, pad, pad))
        u = nd.zeros((B, 1, H, W))
        v = nd.zeros((B, 1, H, W))
        idx = 0
        for i in range(self.k):
            for j in range(self.k):
                w = weights.slice_axis(axis=1, begin=idx, end=idx + 1)
                u += w * flow_pad[:, 0:1, i:i + H, j:j + W]
                v += w * flow_pad[:, 1:2, i:i + H, j:j + W]
                idx += 1
        return F.concat(u, v, dim=1)
