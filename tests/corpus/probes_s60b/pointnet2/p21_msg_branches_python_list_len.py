"""PointNet++ multi-scale grouping: one branch a radius from a python list, `for i in range(len(self._radii))`, each grouping by `topk` over masked distances and a Conv2D, branch features concatenated on channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 3)]


class MultiScaleGrouping(HybridBlock):
    def __init__(self, num_points=10, npoint=4, radii=(0.5, 1.0), nsamples=(2, 3), **kwargs):
        super().__init__(**kwargs)
        self._num_points = num_points
        self._npoint = npoint
        self._radii = list(radii)
        self._nsamples = list(nsamples)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in radii:
                self.convs.add(nn.Conv2D(4, 1, in_channels=3))

    def hybrid_forward(self, F, xyz):
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        d2 = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        feats = []
        for i in range(len(self._radii)):
            score = F.where(d2 <= self._radii[i] ** 2, -d2, F.ones_like(d2) * -1e10)
            idx = F.topk(score, axis=-1, k=self._nsamples[i], ret_typ="indices")
            grouped = F.batch_dot(F.one_hot(idx.reshape((0, -1)), depth=self._num_points), xyz)
            grouped = F.broadcast_sub(grouped.reshape((0, -4, -1, self._nsamples[i], 0)), new_xyz.expand_dims(2))
            feats.append(F.max(self.convs[i](F.transpose(grouped, axes=(0, 3, 1, 2))), axis=3))
        return F.concat(*feats, dim=1)


Net = MultiScaleGrouping
