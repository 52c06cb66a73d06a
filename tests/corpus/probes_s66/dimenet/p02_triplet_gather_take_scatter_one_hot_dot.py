"""DimeNet's interaction block on a fixed molecule graph: triplet index arrays `idx_kj`, `idx_ji` computed in
`__init__` and held as constants, edge messages gathered per triplet by `F.take`, multiplied by the (T, C)
projection of the spherical basis, and scatter-summed onto the edges by a one-hot (T, E) matrix and `F.dot`
with `transpose_a=True`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (7, 3)]


class TripletInteraction(HybridBlock):
    def __init__(self, dims=4, num_edges=5, **kwargs):
        super().__init__(**kwargs)
        self.num_edges = num_edges
        idx_kj = np.array([0, 1, 2, 3, 4, 0, 2])
        idx_ji = np.array([1, 0, 3, 2, 0, 4, 1])
        with self.name_scope():
            self.idx_kj = self.params.get_constant("idx_kj", idx_kj.astype("float32"))
            self.idx_ji = self.params.get_constant("idx_ji", idx_ji.astype("float32"))
            self.lin_kj = nn.Dense(dims, flatten=False, in_units=dims)
            self.lin_sbf = nn.Dense(dims, flatten=False, in_units=3, use_bias=False)

    def hybrid_forward(self, F, x, sbf, idx_kj, idx_ji):
        msg = F.take(self.lin_kj(x), idx_kj) * self.lin_sbf(sbf)            # (T, C), equal shapes
        scatter = F.one_hot(idx_ji, self.num_edges)                          # (T, E)
        return x + F.dot(scatter, msg, transpose_a=True)


Net = TripletInteraction
