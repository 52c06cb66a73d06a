"""Farthest-point sampling unrolled over a python number of samples: each step picks `argmax` of the running min-distance, reads the chosen point's distance row by a `one_hot` mask and updates with `minimum` (all on tensors)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12)]


def distance_row(F, dist, idx, num_points):
    onehot = F.one_hot(idx, num_points).expand_dims(axis=2)      # (N, P, 1)
    return F.sum(F.broadcast_mul(dist, onehot), axis=1)           # (N, P)


class FarthestPointSampler(HybridBlock):
    def __init__(self, num_samples=4, num_points=12, **kwargs):
        super().__init__(**kwargs)
        self._m, self._p = num_samples, num_points

    def hybrid_forward(self, F, xyz):
        inner = F.batch_dot(xyz, xyz, transpose_a=True)
        sq = F.sum(F.square(xyz), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(-2 * inner, sq), F.transpose(sq, axes=(0, 2, 1)))
        chosen = F.zeros_like(F.slice_axis(sq, axis=2, begin=0, end=1)).reshape((-1,))   # (N,)
        mind = distance_row(F, dist, chosen, self._p)                                     # (N, P)
        picks = [chosen]
        for _ in range(self._m - 1):
            chosen = F.argmax(mind, axis=1)
            picks.append(chosen)
            mind = F.minimum(mind, distance_row(F, dist, chosen, self._p))
        return F.stack(*picks, axis=1)


class Net(FarthestPointSampler):
    pass
