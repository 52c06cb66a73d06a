"""PIFu's query: 3-D points (B, 3, N) projected by a calibration (B, 3, 4) given as an input
(`rot = calib[:, :3, :3]`, `trans = calib[:, :3, 3:4]`, `batch_dot(rot, points) + trans`), the xy
normalised to [-1, 1] by the image feature's size `H, W = feat.shape[2:]`, the image features
sampled at them by `BilinearSampler` on a (B, 2, 1, N) grid, the depth z appended, an MLP of 1x1
Conv1Ds per point and a sigmoid occupancy."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 3, 5), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Conv1D(16, 1, in_channels=5, activation='relu'),
                         nn.Conv1D(8, 1, in_channels=16, activation='relu'),
                         nn.Conv1D(1, 1, in_channels=8))

    def hybrid_forward(self, F, feat, points, calib):
        rot = calib[:, :3, :3]
        trans = calib[:, :3, 3:4]
        pts = F.batch_dot(rot, points) + trans
        H, W = feat.shape[2:]
        B, _, N = points.shape
        x = pts[:, 0:1, :] * 2.0 / W
        y = pts[:, 1:2, :] * 2.0 / H
        z = pts[:, 2:3, :]
        grid = F.concat(x, y, dim=1).reshape((B, 2, 1, N))
        samples = F.BilinearSampler(feat, grid).reshape((B, -1, N))
        point_feat = F.concat(samples, z, dim=1)
        return F.sigmoid(self.mlp(point_feat))
