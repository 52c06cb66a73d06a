"""CenterPoint's box decoding on the BEV grid: centres plus regressed offsets scaled by the
out_size_factor and voxel size and shifted by the point-cloud range (constants given as
`nd.array`s), height from a (B, K, 1) head, sizes by `exp`, yaw from sine and cosine; the K
centres come as inputs (xs, ys) and the head's rows as (B, K, 8) with `batch, K, _ = reg.shape`,
the boxes by `concat` along the last axis."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, voxel_size=(0.2, 0.2), pc_range=(-51.2, -51.2), out_size_factor=4,
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.voxel_size = voxel_size
        self.pc_range = pc_range
        self.out_size_factor = out_size_factor
        with self.name_scope():
            self.head = nn.Dense(8, in_units=8, flatten=False)

    def hybrid_forward(self, F, feat, xs, ys):
        reg = self.head(feat)
        batch, K, _ = reg.shape
        xs = xs.reshape((batch, K, 1)) + reg[:, :, 0:1]
        ys = ys.reshape((batch, K, 1)) + reg[:, :, 1:2]
        centres = F.concat(xs, ys, dim=2) * self.out_size_factor
        centres = centres * nd.array(self.voxel_size) + nd.array(self.pc_range)
        hei = reg[:, :, 2:3]
        dim = F.exp(reg[:, :, 3:6])
        rot = F.arctan(reg[:, :, 6:7] / (F.abs(reg[:, :, 7:8]) + 1.0))
        return F.concat(centres, hei, dim, rot, dim=2)
