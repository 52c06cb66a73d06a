"""Deformable KPConv: a rigid pass over the neighbourhood predicts K*3 offsets per point (a Dense on the
mean neighbour feature), reshaped to (N, K, 3) by the code `(0, -4, K, 3)`, scaled by the extent and added
to the kernel points by `broadcast_add`; the deformed distances then weight the neighbour features."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 3), (6, 3)]


class DeformableKPConv(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, extent=0.5, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.k, self.extent, self.sigma = k, extent, sigma
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant("inds", rng.randint(0, n_points, (n_points, n_neighbours)))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.offset = nn.Dense(3 * k, weight_initializer="zeros")
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        nx = F.take(feats, inds)
        offsets = self.offset(F.mean(nx, axis=1)).reshape((0, -4, self.k, 3)) * self.extent
        deformed = F.broadcast_add(kp.expand_dims(0), offsets)
        neighbours = F.broadcast_sub(F.take(points, inds), points.expand_dims(1))
        diff = F.broadcast_sub(neighbours.expand_dims(2), deformed.expand_dims(1))
        w = F.relu(1.0 - F.norm(diff, axis=3) / self.sigma).transpose((0, 2, 1))
        return F.sum(F.batch_dot(F.batch_dot(w, nx).transpose((1, 0, 2)), weight), axis=0)


Net = DeformableKPConv
