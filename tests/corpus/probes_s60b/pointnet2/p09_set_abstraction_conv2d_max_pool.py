"""PointNet++ set abstraction MLP: the grouped (N, S, K, 3) relative coordinates divided by the python radius, transposed to (N, 3, S, K), shared 1x1 Conv2D-BN-ReLU layers from a python list of widths, max over the K neighbours."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 3)]


class SetAbstraction(HybridBlock):
    def __init__(self, num_points=10, npoint=4, nsample=3, radius=0.8, mlp=(8, 16), **kwargs):
        super().__init__(**kwargs)
        self._num_points = num_points
        self._npoint = npoint
        self._nsample = nsample
        self._radius = radius
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            last = 3
            for width in mlp:
                self.mlp.add(nn.Conv2D(width, 1, in_channels=last), nn.BatchNorm(in_channels=width),
                             nn.Activation("relu"))
                last = width

    def hybrid_forward(self, F, xyz):
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        idx = F.topk(-sqrdist, axis=-1, k=self._nsample, ret_typ="indices")
        grouped = F.batch_dot(F.one_hot(idx.reshape((0, -1)), depth=self._num_points), xyz)
        grouped = F.broadcast_sub(grouped.reshape((0, -4, -1, self._nsample, 0)), new_xyz.expand_dims(2))
        feats = self.mlp(F.transpose(grouped / self._radius, axes=(0, 3, 1, 2)))
        return new_xyz, F.max(feats, axis=3)


Net = SetAbstraction
