"""Reformer sort by bucket: sort keys `bucket * L + position` with the positions from `contrib.arange_like`, `argsort` per sequence, the sorted rows gathered by `one_hot(order, depth=L)` and `batch_dot`, and unsorted again with the transposed permutation."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class BucketSort(HybridBlock):
    def __init__(self, units=6, n_buckets=4, seq_len=8, **kwargs):
        super().__init__(**kwargs)
        self._len = seq_len
        rot = np.random.RandomState(3).normal(size=(units, n_buckets // 2)).astype("float32")
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)
            self.rotations = self.params.get_constant("rotations", rot)

    def hybrid_forward(self, F, x, rotations):
        qk = self.qk(x)
        rotated = F.dot(qk, rotations)
        buckets = F.argmax(F.concat(rotated, -rotated, dim=-1), axis=-1)
        pos = F.contrib.arange_like(buckets, axis=1)
        keys = F.broadcast_add(buckets * self._len, pos.expand_dims(0))
        perm = F.one_hot(F.argsort(keys, axis=-1), depth=self._len)
        s_qk = F.batch_dot(perm, qk)
        s_v = F.batch_dot(perm, self.v(x))
        att = F.softmax(F.batch_dot(s_qk, s_qk, transpose_b=True), axis=-1)
        return F.batch_dot(perm, F.batch_dot(att, s_v), transpose_a=True)


Net = BucketSort
