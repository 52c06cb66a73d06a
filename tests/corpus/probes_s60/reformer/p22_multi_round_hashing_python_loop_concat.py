"""Reformer multi-round hashing: one rotation constant per round handed through `*rotations` in `hybrid_forward`'s signature order, a python loop over the rounds offsetting each round's buckets by `round * n_buckets` (python ints), the rounds concatenated on the position axis."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class MultiRoundHash(HybridBlock):
    def __init__(self, units=6, n_buckets=4, n_hashes=2, **kwargs):
        super().__init__(**kwargs)
        self._n_buckets = n_buckets
        rng = np.random.RandomState(5)
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.rot0 = self.params.get_constant("rot0", rng.normal(size=(units, n_buckets // 2)).astype("float32"))
            self.rot1 = self.params.get_constant("rot1", rng.normal(size=(units, n_buckets // 2)).astype("float32"))

    def hybrid_forward(self, F, x, rot0, rot1):
        qk = self.qk(x)
        rounds = []
        for i, rot in enumerate((rot0, rot1)):
            r = F.dot(qk, rot)
            rounds.append(F.argmax(F.concat(r, -r, dim=-1), axis=-1) + i * self._n_buckets)
        return F.concat(*rounds, dim=1)


Net = MultiRoundHash
