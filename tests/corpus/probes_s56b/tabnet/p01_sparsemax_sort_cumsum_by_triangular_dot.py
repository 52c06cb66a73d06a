"""TabNet sparsemax over the configured feature count: logits sorted descending, running sums by `dot` with a constant upper-triangular matrix, the support size and threshold by `broadcast_*` against an `arange` of python bounds."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Sparsemax(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(Sparsemax, self).__init__(**kwargs)
        self.num_features = num_features
        self.triu = self.params.get_constant("triu", np.triu(np.ones((num_features, num_features), "float32")))

    def hybrid_forward(self, F, z, triu):
        z_sorted = F.sort(z, axis=-1, is_ascend=False)
        cumsum = F.dot(z_sorted, triu)
        k = F.arange(1, self.num_features + 1).reshape((1, -1))
        support = F.broadcast_greater(1 + F.broadcast_mul(k, z_sorted), cumsum)
        k_z = F.sum(support, axis=-1, keepdims=True)
        tau = (F.sum(support * z_sorted, axis=-1, keepdims=True) - 1) / k_z
        return F.relu(F.broadcast_sub(z, tau))


Net = Sparsemax
