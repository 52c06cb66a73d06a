"""DGCNN backbone: a python list of EdgeConv children (kNN recomputed in feature space each layer by a helper method), outputs collected in a list, `concat(*feats, dim=1)` and a global `max`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class DGCNN(HybridBlock):
    def __init__(self, k=3, num_points=8, widths=(4, 4, 6), **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self._num_points = num_points
        self._convs = []
        c = 3
        with self.name_scope():
            for i, w in enumerate(widths):
                conv = nn.Conv2D(w, 1, in_channels=2 * c, activation="relu")
                self.register_child(conv, "edge%d" % i)
                self._convs.append(conv)
                c = w

    def _graph_feature(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        idx = F.topk(-dist, axis=-1, k=self._k, ret_typ="indices")
        pts = F.transpose(x, axes=(0, 2, 1))
        neigh = F.batch_dot(F.one_hot(idx.reshape((0, -1)), depth=self._num_points), pts)
        neigh = neigh.reshape((0, -4, -1, self._k, 0))
        centre = F.repeat(pts.expand_dims(axis=2), repeats=self._k, axis=2)
        return F.transpose(F.concat(neigh - centre, centre, dim=3), axes=(0, 3, 1, 2))

    def hybrid_forward(self, F, x):
        feats = []
        for conv in self._convs:
            x = F.max(conv(self._graph_feature(F, x)), axis=-1)
            feats.append(x)
        return F.max(F.concat(*feats, dim=1), axis=-1)


Net = DGCNN
