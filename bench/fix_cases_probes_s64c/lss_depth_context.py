"""Lift-Splat-Shoot's CamEncode.get_depth_feat: one 1x1 conv gives D + C channels, the depth
distribution is a softmax over the first D (`x[:, :self.D]`), the context the next C
(`x[:, self.D:(self.D + self.C)]`), lifted as an outer product
`depth.expand_dims(1) * x[:, D:D+C].expand_dims(2)` (plain `*` of (B, 1, D, H, W) and
(B, C, 1, H, W)), returned with the expected depth from the bin centres."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, D=4, C=3, dbound=(4.0, 8.0, 1.0), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.D = D
        self.C = C
        self.dbound = dbound
        with self.name_scope():
            self.depthnet = nn.Conv2D(self.D + self.C, 1, in_channels=6)

    def get_depth_dist(self, F, x, eps=1e-20):
        return F.softmax(x, axis=1)

    def hybrid_forward(self, F, x):
        x = self.depthnet(x)
        depth = self.get_depth_dist(F, x[:, :self.D])
        new_x = depth.expand_dims(1) * x[:, self.D:(self.D + self.C)].expand_dims(2)
        bins = F.arange(*self.dbound).reshape((1, -1, 1, 1)) + self.dbound[2] / 2
        expected = (depth * bins).sum(axis=1)
        return new_x, expected
