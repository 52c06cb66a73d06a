"""Numpy-mode KPConv (`@use_np` on a `hybrid_forward`): neighbours by `np.take` of an int32 index
constant, offsets to the centre and to the (K, 3) kernel points by plain `-` of (N, H, 1, 3) and (K, 3)
arrays -- numpy broadcasting, legal on numpy-mode symbols -- the linear correlation, `matmul` per point
and a `tensordot` with the (K, C, O) weights."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(6, 3), (6, 3)]


@use_np
class NumpyKPConv(HybridBlock):
    def __init__(self, n_points=6, n_neighbours=4, k=5, in_c=3, out_c=4, sigma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.sigma = sigma
        rng = onp.random.RandomState(0)
        with self.name_scope():
            self.inds = self.params.get_constant(
                "inds", rng.randint(0, n_points, (n_points, n_neighbours)).astype("int32"))
            self.kp = self.params.get_constant("kp", rng.uniform(-1, 1, (k, 3)).astype("float32"))
            self.weight = self.params.get("weight", shape=(k, in_c, out_c), init="xavier")

    def hybrid_forward(self, F, points, feats, inds, kp, weight):
        neighbours = F.np.take(points, inds, axis=0) - F.np.expand_dims(points, 1)
        diff = F.np.expand_dims(neighbours, 2) - kp
        dist = F.np.sqrt((diff ** 2).sum(axis=3) + 1e-12)
        w = F.np.swapaxes(F.npx.relu(1.0 - dist / self.sigma), 1, 2)
        weighted = F.np.matmul(w, F.np.take(feats, inds, axis=0))
        return F.np.tensordot(weighted, weight, axes=([1, 2], [0, 1]))


Net = NumpyKPConv
