"""KPConv whose base class applies the weight matrices in `aggregate(self, F, weighted, weight)` by one
`batch_dot`; the subclass overrides it with a loop over `range(self.k)` of `slice_axis` pieces, `dot`s
collected in a list and summed by `add_n`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3), (6, 3)]


class KPConvBase(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k, self.sigma = k, sigma
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def aggregate(self, F, weighted, weight):
        return F.sum(F.batch_dot(weighted.transpose((1, 0, 2)), weight), axis=0)

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        neighbours = F.broadcast_sub(F.take(points, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), kp.reshape((1, 1, self.k, 3)))
        w = F.relu(1.0 - F.norm(diff, axis=3) / self.sigma).transpose((0, 2, 1))
        return self.aggregate(F, F.batch_dot(w, F.take(feats, inds)), weight)


class LoopKPConv(KPConvBase):
    def aggregate(self, F, weighted, weight):
        terms = []
        for i in range(self.k):
            x_i = F.slice_axis(weighted, axis=1, begin=i, end=i + 1).reshape((0, -1))
            terms.append(F.dot(x_i, F.slice_axis(weight, axis=0, begin=i, end=i + 1).reshape((-3, -2))))
        return F.add_n(*terms)


Net = LoopKPConv
