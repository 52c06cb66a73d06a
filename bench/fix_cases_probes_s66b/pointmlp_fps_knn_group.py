"""PointMLP's LocalGrouper: `B, N, C = xyz.shape`, a farthest-point-like sampling of `groups` centres by index (a
python loop taking the argmax of the running minimum distance, read with `F.pick` on a batch index from
`nd.arange(B)`), kNN grouping of each centre's neighbours by the top-k of the pairwise squared distances
(`-2 * q k^T + |q|^2 + |k|^2` with plain `+` over (B, S, N), (B, S, 1) and (B, 1, N)), the neighbours gathered from
the flattened points by `take` at `idx + batch * N`, and the centre concatenated to each neighbour's features."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16, 3), (2, 16, 4)]


def square_distance(F, src, dst):
    dist = -2 * F.batch_dot(src, dst, transpose_b=True)
    dist = dist + (src ** 2).sum(axis=-1).expand_dims(-1)
    dist = dist + (dst ** 2).sum(axis=-1).expand_dims(1)
    return dist


class Net(nn.HybridBlock):
    def __init__(self, groups=4, kneighbors=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.groups = groups
        self.kneighbors = kneighbors

    def hybrid_forward(self, F, xyz, points):
        B, N, C = xyz.shape
        distance = F.ones((B, N)) * 1e10
        farthest = F.zeros((B,))
        centroids = []
        for i in range(self.groups):
            centroids.append(farthest)
            centroid = F.take(xyz.reshape((B * N, C)), farthest + nd.arange(B) * N)
            dist = ((xyz - centroid.expand_dims(1)) ** 2).sum(axis=-1)
            distance = F.minimum(distance, dist)
            farthest = F.argmax(distance, axis=-1)
        fps_idx = F.stack(*centroids, axis=1)
        offsets = (nd.arange(B) * N).reshape((B, 1))
        new_xyz = F.take(xyz.reshape((B * N, C)), fps_idx + offsets)
        new_points = F.take(points.reshape((B * N, -1)), fps_idx + offsets)
        sqrdists = square_distance(F, new_xyz, xyz)
        idx = F.topk(-sqrdists, k=self.kneighbors, axis=-1)
        grouped_points = F.take(points.reshape((B * N, -1)), idx + offsets.expand_dims(-1))
        anchor = new_points.expand_dims(2).repeat(self.kneighbors, axis=2)
        return F.concat(grouped_points, anchor, dim=-1)
