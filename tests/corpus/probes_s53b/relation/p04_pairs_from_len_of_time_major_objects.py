"""Object-pair relations over an object-major (K, N, D) input, the unordered pairs enumerated by `itertools.combinations(range(len(objs)), 2)`, the per-object rows from `F.split` (a legacy Symbol's `len` is its output count)."""
import itertools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 5)]


class PairSum(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(hidden, activation="relu")

    def hybrid_forward(self, F, objs):
        parts = F.split(objs, num_outputs=4, axis=0, squeeze_axis=True)
        rel = [self.g(F.concat(parts[i], parts[j], dim=1))
               for i, j in itertools.combinations(range(len(objs)), 2)]
        return F.add_n(*rel)


Net = PairSum
