"""PointNet++'s feature propagation (PointNetFeaturePropagation): pairwise squared distances
between the dense and the sparse points (`-2 * batch_dot` plus the squared norms, `dist +=` with
`B, N, _ = src.shape`), the three nearest neighbours by `topk` of the negated distances,
inverse-distance weights normalised by their sum (a plain `/`), the sparse features gathered by
the indices (`gather_nd` with an `nd.arange(B)` batch index) and interpolated, `if S == 1` a
plain repeat; concatenated with the skip features and a shared MLP of 1x1 Conv1Ds."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 3), (2, 4, 3), (2, 5, 8), (2, 6, 4)]


def square_distance(src, dst):
    B, N, _ = src.shape
    _, M, _ = dst.shape
    dist = -2 * nd.batch_dot(src, dst.transpose((0, 2, 1)))
    dist += nd.sum(src ** 2, axis=-1).reshape((B, N, 1))
    dist += nd.sum(dst ** 2, axis=-1).reshape((B, 1, M))
    return dist


def index_points(points, idx):
    B = points.shape[0]
    batch_indices = nd.arange(B).reshape((B, 1, 1)).broadcast_to(idx.shape)
    return nd.gather_nd(points, nd.stack(batch_indices, idx, axis=0))


class Net(nn.HybridBlock):
    def __init__(self, in_channel=11, mlp=(8, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            last = in_channel
            for out_channel in mlp:
                self.mlp.add(nn.Conv1D(out_channel, 1, in_channels=last),
                             nn.BatchNorm(in_channels=out_channel), nn.Activation('relu'))
                last = out_channel

    def hybrid_forward(self, F, xyz1, xyz2, points1, points2):
        points2 = points2.transpose((0, 2, 1))
        B, N, C = xyz1.shape
        _, S, _ = xyz2.shape
        if S == 1:
            interpolated_points = points2.tile((1, N, 1))
        else:
            dists = square_distance(xyz1, xyz2)
            neg, idx = F.topk(-dists, k=3, ret_typ='both')
            dist_recip = 1.0 / (-neg + 1e-8)
            norm = F.sum(dist_recip, axis=2, keepdims=True)
            weight = dist_recip / norm
            interpolated_points = F.sum(index_points(points2, idx) * weight.reshape((B, N, 3, 1)),
                                        axis=2)
        new_points = F.concat(points1, interpolated_points.transpose((0, 2, 1)), dim=1)
        return self.mlp(new_points)
