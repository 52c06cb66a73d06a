"""Causal gMLP token mixing with the lower-triangular mask a `params.get_constant` built by numpy in `__init__`, multiplied into the (T, T) weight and batched by `broadcast_like` over the batch axis."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class CausalSpatialGate(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(seq_len, seq_len), init="ones")
            self.mask = self.params.get_constant("mask", np.tril(np.ones((seq_len, seq_len), dtype="float32")))

    def hybrid_forward(self, F, v, weight, mask):
        w = (weight * mask).expand_dims(0)
        return F.batch_dot(F.broadcast_like(w, v, lhs_axes=(0,), rhs_axes=(0,)), v)


Net = CausalSpatialGate
