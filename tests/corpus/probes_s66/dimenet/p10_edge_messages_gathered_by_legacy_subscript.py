"""Triplet messages gathered as `rbf_edges[idx_kj]` with `idx_kj` a constant index array (a legacy subscript
of a tensor by an array: a symbol takes only an output index)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4)]


class SubscriptGather(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.idx_kj = self.params.get_constant("idx_kj", np.array([0, 1, 2, 3, 4, 0], dtype="float32"))
            self.lin = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, idx_kj):
        edges = self.lin(x)
        return F.sum(edges[idx_kj], axis=0)


Net = SubscriptGather
