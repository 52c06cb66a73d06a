"""KPConv whose influence function lives in a module helper `influence(F, sq_dist, sigma, mode)` picked by
a python string (linear, gaussian or constant, as in the reference code), called with the (N, H, K)
squared distances."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3), (6, 3)]


def influence(F, sq_dist, sigma, mode):
    if mode == "linear":
        return F.relu(1.0 - F.sqrt(sq_dist + 1e-12) / sigma)
    if mode == "gaussian":
        return F.exp(-sq_dist / (2 * sigma ** 2))
    return F.ones_like(sq_dist)


class InfluenceKPConv(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, mode="linear", **kwargs):
        super().__init__(**kwargs)
        self.k, self.sigma, self.mode = k, sigma, mode
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        neighbours = F.broadcast_sub(F.take(points, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        w = influence(F, F.sum(F.square(diff), axis=3), self.sigma, self.mode)
        weighted = F.batch_dot(w.transpose((0, 2, 1)), F.take(feats, inds))
        return F.sum(F.batch_dot(weighted.transpose((1, 0, 2)), weight), axis=0)


Net = InfluenceKPConv
