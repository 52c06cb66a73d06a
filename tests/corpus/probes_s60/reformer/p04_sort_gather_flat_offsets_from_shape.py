"""Reformer sort by bucket gathering rows from the flattened (N * L, D) values with `take`, offsets per sequence from `batch, seqlen, dim = x.shape` and `F.arange(batch) * seqlen`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class FlatGatherSort(HybridBlock):
    def __init__(self, units=6, n_buckets=4, **kwargs):
        super().__init__(**kwargs)
        rot = np.random.RandomState(3).normal(size=(units, n_buckets // 2)).astype("float32")
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.rotations = self.params.get_constant("rotations", rot)

    def hybrid_forward(self, F, x, rotations):
        batch, seqlen, dim = x.shape
        qk = self.qk(x)
        rotated = F.dot(qk, rotations)
        buckets = F.argmax(F.concat(rotated, -rotated, dim=-1), axis=-1)
        order = F.argsort(buckets, axis=-1, is_ascend=True)
        offsets = (F.arange(batch) * seqlen).reshape((batch, 1))
        flat = F.broadcast_add(order, offsets).reshape((-1,))
        return F.take(qk.reshape((-1, dim)), flat).reshape((batch, seqlen, dim))


Net = FlatGatherSort
