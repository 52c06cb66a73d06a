"""Reformer LSH hashing drawing its rotations in the forward pass with `nd.random.normal(shape=(units, n_buckets // 2))`, as a per-call random projection."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class NdRandomHash(HybridBlock):
    def __init__(self, units=6, n_buckets=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self._n_buckets = n_buckets
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        rotations = nd.random.normal(shape=(self._units, self._n_buckets // 2))
        rotated = F.dot(self.qk(x), rotations)
        return F.argmax(F.concat(rotated, -rotated, dim=-1), axis=-1)


Net = NdRandomHash
