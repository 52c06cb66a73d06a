"""Deformable cross-attention (Deformable-DETR-like, one level): query-predicted offsets added to reference points, sampled with BilinearSampler on a grid built from the map's shape, the sampled values weighted by a softmax over points."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, points=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.points = points
        with self.name_scope():
            self.off = nn.Dense(2 * points, in_units=5)
            self.attn = nn.Dense(points, in_units=5)

    def hybrid_forward(self, F, value, query):
        n, c, h, w = value.shape
        off = F.tanh(self.off(query)).reshape((n, 2, 1, self.points))
        grid = off.broadcast_to((n, 2, h, self.points))
        sampled = F.BilinearSampler(value, grid)
        weights = F.softmax(self.attn(query), axis=1).reshape((n, 1, 1, self.points))
        return (sampled * weights).sum(axis=3).mean(axis=2)
