"""PointNeXt's SetAbstraction (stride 4): `npoint = N // self.stride` centroids by farthest point sampling
(a python loop of argmax over the running minimum distance), gathered with `take` from the flattened points
at `idx + nd.arange(B) * N`; ball query as in the pure-python PointNet++ (`group_idx` of `nd.arange(N)`
tiled to (B, S, N), set to N outside the radius, sorted, cut to nsample, empty slots filled with the first
index); relative coordinates `(grouped_p - new_p.expand_dims(2)) / radius` by a plain `-` of (B, S, K, 3)
and (B, S, 1, 3), concatenated with the neighbours' features, a 1x1 Conv2D MLP and max pooling over the
neighbours."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16, 3), (2, 4, 16)]


def farthest_point_sample(F, xyz, npoint):
    B, N, C = xyz.shape
    distance = F.ones((B, N)) * 1e10
    farthest = F.zeros((B,))
    centroids = []
    for _ in range(npoint):
        centroids.append(farthest)
        centroid = F.take(xyz.reshape((B * N, C)), farthest + nd.arange(B) * N)
        dist = F.sum((xyz - centroid.expand_dims(1)) ** 2, axis=-1)
        distance = F.minimum(distance, dist)
        farthest = F.argmax(distance, axis=-1)
    return F.stack(*centroids, axis=1)


def query_ball_point(F, radius, nsample, xyz, new_xyz):
    B, N, _ = xyz.shape
    S = new_xyz.shape[1]
    sqrdists = (F.sum(new_xyz ** 2, axis=-1).expand_dims(-1) + F.sum(xyz ** 2, axis=-1).expand_dims(1)
                - 2 * F.batch_dot(new_xyz, xyz, transpose_b=True))
    group_idx = nd.arange(N).reshape((1, 1, N)).tile((B, S, 1))
    group_idx = F.where(sqrdists > radius ** 2, F.ones_like(group_idx) * N, group_idx)
    group_idx = F.sort(group_idx, axis=-1)[:, :, :nsample]
    group_first = group_idx[:, :, 0:1].tile((1, 1, nsample))
    return F.where(group_idx == N, group_first, group_idx)


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, stride=4, radius=0.6, nsample=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.radius = radius
        self.nsample = nsample
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.convs.add(nn.Conv2D(out_channels, 1, in_channels=in_channels + 3, use_bias=False),
                           nn.BatchNorm(in_channels=out_channels), nn.Activation('relu'),
                           nn.Conv2D(out_channels, 1, in_channels=out_channels))

    def hybrid_forward(self, F, p, f):
        B, N, _ = p.shape
        npoint = N // self.stride
        idx = farthest_point_sample(F, p, npoint)
        offsets = (nd.arange(B) * N).reshape((B, 1))
        new_p = F.take(p.reshape((B * N, 3)), idx + offsets)
        group_idx = query_ball_point(F, self.radius, self.nsample, p, new_p) + offsets.expand_dims(-1)
        grouped_p = F.take(p.reshape((B * N, 3)), group_idx)
        dp = (grouped_p - new_p.expand_dims(2)) / self.radius
        fj = F.take(f.transpose((0, 2, 1)).reshape((B * N, -1)), group_idx)
        fj = F.concat(dp, fj, dim=-1).transpose((0, 3, 1, 2))
        f_new = self.convs(fj).max(axis=-1)
        return new_p, f_new
