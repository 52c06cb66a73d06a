"""Neighbour gather: kNN indices offset per cloud by `arange_like(axis=0) * P` (a python P) and taken from the flattened (N*P, C) features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10)]


class EdgeConv(HybridBlock):
    def __init__(self, k=3, num_points=10, channels=6, **kwargs):
        super().__init__(**kwargs)
        self._k, self._p = k, num_points
        with self.name_scope():
            self.mlp = nn.Conv2D(channels, 1, in_channels=6, activation="relu")

    def hybrid_forward(self, F, x):
        inner = F.batch_dot(x, x, transpose_a=True)
        sq = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(-2 * inner, sq), F.transpose(sq, axes=(0, 2, 1)))
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")              # (N, P, k)
        base = F.contrib.arange_like(x, axis=0).reshape((-1, 1, 1)) * self._p
        flat_idx = F.broadcast_add(idx, base).reshape((-1,))
        pts = F.transpose(x, axes=(0, 2, 1)).reshape((-3, 0))                   # (N*P, C)
        nbrs = F.take(pts, flat_idx).reshape((-1, self._p, self._k, 3))         # (N, P, k, C)
        center = F.expand_dims(F.transpose(x, axes=(0, 2, 1)), axis=2)          # (N, P, 1, C)
        edge = F.concat(F.broadcast_like(center, nbrs), F.broadcast_sub(nbrs, center), dim=3)
        out = self.mlp(F.transpose(edge, axes=(0, 3, 1, 2)))                     # (N, 2C', P, k)
        return F.max(out, axis=3)


class Net(EdgeConv):
    pass
