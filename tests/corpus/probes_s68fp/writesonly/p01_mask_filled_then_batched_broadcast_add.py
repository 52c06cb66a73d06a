"""A causal band mask filled row by row in a module helper and returned with a leading batch axis,
`m[None]`: (1, T, T), added to the (B, T, T) scores by broadcast_add."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


def band_mask(n, width):
    m = np.full((n, n), -1e9, dtype="float32")
    for i in range(n):
        m[i, max(0, i - width):i + 1] = 0.0
    return m[None]


class BandAttention(HybridBlock):
    def __init__(self, dim=4, length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get_constant("bias", band_mask(length, 2))
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, bias):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        s = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias)
        return F.batch_dot(F.softmax(s, axis=-1), x)


Net = BandAttention
