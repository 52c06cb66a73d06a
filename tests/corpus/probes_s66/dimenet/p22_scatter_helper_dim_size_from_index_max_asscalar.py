"""A torch_scatter-style `scatter_sum(F, src, index, dim_size=None)` helper: without `dim_size` it takes
`int(index.max().asscalar()) + 1` (a host value of a tensor: a symbol has none) as the one-hot depth; the
interaction block calls it without `dim_size`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4)]


def scatter_sum(F, src, index, dim_size=None):
    if dim_size is None:
        dim_size = int(index.max().asscalar()) + 1
    return F.dot(F.one_hot(index, dim_size), src, transpose_a=True)


class ScatterHelperInteraction(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.idx_kj = self.params.get_constant("idx_kj", np.array([0, 1, 2, 3, 4, 0], dtype="float32"))
            self.idx_ji = self.params.get_constant("idx_ji", np.array([1, 0, 3, 2, 0, 4], dtype="float32"))
            self.lin = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, idx_kj, idx_ji):
        msg = F.take(self.lin(x), idx_kj)
        return x + scatter_sum(F, msg, idx_ji)


Net = ScatterHelperInteraction
