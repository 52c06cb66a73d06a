"""A KPConv block whose convolution lives in a method `_conv(self, F, points, feats, inds, kp, weight)`;
hybrid_forward gathers the arrays in a dict and calls `self._conv(F, **parts)`, then a unary Dense and a
shortcut of equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 3), (6, 3)]


class KwargsKPConvBlock(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k, self.sigma = k, sigma
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")
            self.unary = nn.Dense(out_c)
            self.shortcut = nn.Dense(out_c)

    def _conv(self, F, points, feats, inds, kp, weight):
        neighbours = F.broadcast_sub(F.take(points, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        w = F.relu(1.0 - F.norm(diff, axis=3) / self.sigma).transpose((0, 2, 1))
        return F.sum(F.batch_dot(F.batch_dot(w, F.take(feats, inds)).transpose((1, 0, 2)), weight), axis=0)

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        parts = {"points": points, "feats": feats, "inds": inds, "kp": kp, "weight": weight}
        return F.LeakyReLU(self.unary(self._conv(F, **parts)) + self.shortcut(feats), slope=0.1)


Net = KwargsKPConvBlock
