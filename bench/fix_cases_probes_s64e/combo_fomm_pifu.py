"""FOMM keypoints sampled PIFu-style: soft-argmax keypoints of a heatmap over a [-1, 1] grid made
from `h, w = heatmap.shape[2:]` (`nd.linspace` rows and columns), the image features sampled at
the keypoints by `BilinearSampler` on a (B, 2, 1, K) grid, a depth per keypoint appended and a
per-point MLP of 1x1 Conv1Ds; the keypoints and the point features returned."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_kp=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_kp = num_kp
        with self.name_scope():
            self.kp = nn.Conv2D(num_kp, 3, padding=1, in_channels=3)
            self.feat = nn.Conv2D(5, 3, padding=1, in_channels=3)
            self.depth = nn.Conv2D(num_kp, 3, padding=1, in_channels=3)
            self.mlp = nn.Conv1D(4, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        heatmap = self.kp(x)
        B, K, h, w = heatmap.shape
        heatmap = F.softmax(heatmap.reshape((B, K, h * w)), axis=2).reshape((B, K, h, w))
        gx = nd.linspace(-1, 1, w).reshape((1, 1, 1, w))
        gy = nd.linspace(-1, 1, h).reshape((1, 1, h, 1))
        kx = (heatmap * gx).sum(axis=(2, 3))
        ky = (heatmap * gy).sum(axis=(2, 3))
        grid = F.stack(kx, ky, axis=1).reshape((B, 2, 1, K))
        samples = F.BilinearSampler(self.feat(x), grid).reshape((B, -1, K))
        z = (heatmap * self.depth(x)).sum(axis=(2, 3)).reshape((B, 1, K))
        point_feat = self.mlp(F.concat(samples, z, dim=1))
        return F.stack(kx, ky, axis=2), point_feat
