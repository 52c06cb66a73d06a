"""Causal gMLP for language modelling: the token-mixing weight masked with `nd.array(np.tril(np.ones((T, T))))` built in `hybrid_forward` for the configured length."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class CausalSpatialGate(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(seq_len, seq_len), init="ones")

    def hybrid_forward(self, F, v, weight):
        mask = nd.array(np.tril(np.ones((self.seq_len, self.seq_len), dtype="float32")))
        w = weight * mask
        return F.batch_dot(F.broadcast_like(w.expand_dims(0), v, lhs_axes=(0,), rhs_axes=(0,)), v)


Net = CausalSpatialGate
