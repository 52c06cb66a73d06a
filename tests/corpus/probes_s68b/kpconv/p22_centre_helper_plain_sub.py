"""KPConv centring the gathered neighbours in a module helper without F, `centre(neighbours, points)`,
by a plain `-` of the (N, H, 3) neighbours and the (N, 1, 3) centres."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3), (6, 3)]


def centre(neighbours, points):
    return neighbours - points.expand_dims(1)


class HelperCentreKPConv(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k, self.sigma = k, sigma
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        neighbours = centre(F.take(points, inds), points)
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        w = F.relu(1.0 - F.norm(diff, axis=3) / self.sigma).transpose((0, 2, 1))
        weighted = F.batch_dot(w, F.take(feats, inds))
        return F.sum(F.batch_dot(weighted.transpose((1, 0, 2)), weight), axis=0)


Net = HelperCentreKPConv
