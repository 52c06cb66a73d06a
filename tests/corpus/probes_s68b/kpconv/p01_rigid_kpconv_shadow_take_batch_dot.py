"""Rigid KPConv: neighbours gathered by `take` with precomputed indices (the index N names a shadow point
appended far away, and a zero feature row), offsets to the centre and to the K kernel points by broadcast
ops, the linear correlation max(0, 1 - d / sigma), neighbour features weighted per kernel point by one
`batch_dot`, then each kernel point's (C, O) matrix applied by a second `batch_dot` and summed."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3), (6, 3)]


def neighbour_table(n, h, seed=0):
    rng = np.random.RandomState(seed)
    return rng.randint(0, n + 1, size=(n, h)).astype("float32")


def kernel_points(k, radius, seed=1):
    rng = np.random.RandomState(seed)
    return (rng.uniform(-1, 1, size=(k, 3)) * radius).astype("float32")


class KPConv(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, radius=1.0, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        self.sigma = sigma
        with self.name_scope():
            self.inds = self.params.get_constant("inds", neighbour_table(n_points, n_neighbours))
            self.kp = self.params.get_constant("kp", kernel_points(k, radius))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        first = F.slice_axis(points, axis=0, begin=0, end=1)
        s_pts = F.concat(points, F.ones_like(first) * 1e6, dim=0)
        neighbours = F.broadcast_sub(F.take(s_pts, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        dist = F.sqrt(F.sum(F.square(diff), axis=3))
        w = F.relu(1.0 - dist / self.sigma).transpose((0, 2, 1))
        s_x = F.concat(feats, F.zeros_like(F.slice_axis(feats, axis=0, begin=0, end=1)), dim=0)
        weighted = F.batch_dot(w, F.take(s_x, inds))
        out = F.batch_dot(weighted.transpose((1, 0, 2)), weight)
        return F.sum(out, axis=0)


Net = KPConv
