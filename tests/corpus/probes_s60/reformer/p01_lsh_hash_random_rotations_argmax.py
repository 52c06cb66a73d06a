"""Reformer LSH hashing: a fixed random rotation (D, n_buckets // 2) held as a constant, `dot` of the shared query-keys, `concat([r, -r])` and `argmax` over the last axis as the bucket id of each position."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class LSHHash(HybridBlock):
    def __init__(self, units=6, n_buckets=4, **kwargs):
        super().__init__(**kwargs)
        rot = np.random.RandomState(3).normal(size=(units, n_buckets // 2)).astype("float32")
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.rotations = self.params.get_constant("rotations", rot)

    def hybrid_forward(self, F, x, rotations):
        rotated = F.dot(self.qk(x), rotations)
        buckets = F.argmax(F.concat(rotated, -rotated, dim=-1), axis=-1)
        return buckets


Net = LSHHash
