"""Reformer hashing with a bucket-balance statistic: the bucket ids moved to numpy (`buckets.asnumpy()`) for `np.bincount`, the largest bucket's share returned with the attention output."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class BalancedHash(HybridBlock):
    def __init__(self, units=6, n_buckets=4, **kwargs):
        super().__init__(**kwargs)
        self._n_buckets = n_buckets
        rot = np.random.RandomState(3).normal(size=(units, n_buckets // 2)).astype("float32")
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.rotations = self.params.get_constant("rotations", rot)

    def hybrid_forward(self, F, x, rotations):
        qk = self.qk(x)
        rotated = F.dot(qk, rotations)
        buckets = F.argmax(F.concat(rotated, -rotated, dim=-1), axis=-1)
        counts = np.bincount(buckets.asnumpy().astype("int64").ravel(), minlength=self._n_buckets)
        share = float(counts.max()) / counts.sum()
        return qk * share


Net = BalancedHash
