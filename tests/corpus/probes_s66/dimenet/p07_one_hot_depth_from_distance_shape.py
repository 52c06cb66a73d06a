"""Triplet messages scatter-summed onto edges by `F.one_hot(idx_ji, x.shape[0])`, the number of edges read from
the edge features' shape (a symbol has no shape when traced)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4)]


class ScatterByShape(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.idx_kj = self.params.get_constant("idx_kj", np.array([0, 1, 2, 3, 4, 0], dtype="float32"))
            self.idx_ji = self.params.get_constant("idx_ji", np.array([1, 0, 3, 2, 0, 4], dtype="float32"))
            self.lin = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, idx_kj, idx_ji):
        msg = F.take(self.lin(x), idx_kj)
        return x + F.dot(F.one_hot(idx_ji, x.shape[0]), msg, transpose_a=True)


Net = ScatterByShape
