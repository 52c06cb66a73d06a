"""Graph coarsening pool gathering the nodes with a tensor index `x[perm]` (the PyTorch port)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3)]


class GraphPool(HybridBlock):
    def __init__(self, perm=(0, 3, 1, 4, 2, 5), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.perm = self.params.get_constant("perm", np.array(perm, "float32"))

    def hybrid_forward(self, F, x, perm):
        ordered = x[perm]
        return F.max(ordered.reshape((-4, -1, 2, 0)), axis=1)


Net = GraphPool
