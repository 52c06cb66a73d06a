"""KPConv applying the kernel points' weight matrices one by one: a python loop over `range(self.k)`
slicing the (N, K, H) influence and the (K, C, O) weight with `slice_axis`, each term `dot`-ed and
collected in a list summed by `add_n`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3), (6, 3)]


class LoopKernelPoints(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k, self.sigma = k, sigma
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        neighbours = F.broadcast_sub(F.take(points, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        w = F.relu(1.0 - F.norm(diff, axis=3) / self.sigma).transpose((0, 2, 1))
        weighted = F.batch_dot(w, F.take(feats, inds))
        terms = []
        for i in range(self.k):
            x_i = F.slice_axis(weighted, axis=1, begin=i, end=i + 1).reshape((0, -1))
            w_i = F.slice_axis(weight, axis=0, begin=i, end=i + 1).reshape((-3, -2))
            terms.append(F.dot(x_i, w_i))
        return F.add_n(*terms)


Net = LoopKernelPoints
