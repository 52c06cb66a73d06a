"""DGCNN on clouds carrying extra features: coordinates by `slice_axis(axis=1, end=3)` for the kNN, features by `slice_axis(begin=3, end=None)`, the kNN's distance-weighted features by `batch_dot` of a softmax."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 7)]


class XYZFeatureKNN(HybridBlock):
    def __init__(self, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self._t = temperature

    def hybrid_forward(self, F, x):
        xyz = F.slice_axis(x, axis=1, begin=0, end=3)
        feat = F.slice_axis(x, axis=1, begin=3, end=None)
        inner = -2 * F.batch_dot(xyz, xyz, transpose_a=True)
        xx = F.sum(F.square(xyz), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        weights = F.softmax(-dist / self._t, axis=-1)
        return F.batch_dot(feat, weights, transpose_b=True)


Net = XYZFeatureKNN
