"""PointNet++ segmentation decoder: two feature-propagation levels (sparse -> middle -> dense)
sharing one interpolation helper that takes `k = min(3, S)` neighbours by `topk` of the negated
pairwise distances, weights `dist_recip / dist_recip.sum(axis=2, keepdims=True)`, and gathers
the features through flat indices (`idx + nd.arange(B) * S`, a `take` on the `(B * S, D)`
features); skip features concatenated, each level's shared MLP a 1x1 Conv1D."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 12, 3), (2, 6, 3), (2, 2, 3), (2, 4, 12), (2, 6, 6), (2, 8, 2)]


def three_interpolate(xyz1, xyz2, points2):
    B, N, _ = xyz1.shape
    S = xyz2.shape[1]
    D = points2.shape[1]
    k = min(3, S)
    d = nd.batch_dot(xyz1, xyz2.transpose((0, 2, 1))) * -2
    d = d + (xyz1 ** 2).sum(axis=-1).expand_dims(2) + (xyz2 ** 2).sum(axis=-1).expand_dims(1)
    neg, idx = nd.topk(-d, k=k, ret_typ='both')
    dist_recip = 1.0 / (nd.relu(-neg) + 1e-8)
    weight = dist_recip / dist_recip.sum(axis=2, keepdims=True)
    flat_idx = idx + nd.arange(B).reshape((B, 1, 1)) * S
    feats = points2.transpose((0, 2, 1)).reshape((B * S, D)).take(flat_idx.reshape((-1,)))
    feats = feats.reshape((B, N, k, D))
    return (feats * weight.expand_dims(3)).sum(axis=2).transpose((0, 2, 1))


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fp2 = nn.Conv1D(8, 1, in_channels=14, activation='relu')
            self.fp1 = nn.Conv1D(8, 1, in_channels=12, activation='relu')

    def hybrid_forward(self, F, xyz0, xyz1, xyz2, points0, points1, points2):
        l1 = three_interpolate(xyz1, xyz2, points2)
        l1 = self.fp2(F.concat(points1, l1, dim=1))
        l0 = three_interpolate(xyz0, xyz1, l1)
        return self.fp1(F.concat(points0, l0, dim=1))
