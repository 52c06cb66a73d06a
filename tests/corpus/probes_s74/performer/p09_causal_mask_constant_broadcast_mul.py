"""Causal Performer (quadratic form for short sequences): phi(q) phi(k)^T masked by a lower-triangular
(L, L) constant through broadcast_mul, row-normalised, times v."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class CausalFavor(HybridBlock):
    def __init__(self, dim=6, length=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.tril = self.params.get_constant("tril", np.tril(np.ones((length, length), "float32")))

    def hybrid_forward(self, F, x, tril):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        qp, kp = F.relu(q) + 1e-3, F.relu(k) + 1e-3
        a = F.broadcast_mul(F.batch_dot(qp, kp, transpose_b=True), tril.expand_dims(0))
        a = F.broadcast_div(a, F.sum(a, axis=-1, keepdims=True))
        return F.batch_dot(a, v)


Net = CausalFavor
