"""A relative-position (T, T) bias filled in a double loop by a module helper, added with a plain `+` to
(B, H, T, T) scores."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


def rel_bias(n):
    m = np.zeros((n, n), dtype="float32")
    for i in range(n):
        for j in range(n):
            m[i, j] = -abs(i - j) * 0.1
    return m


class RelAttention(HybridBlock):
    def __init__(self, length=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get_constant("bias", rel_bias(length))
            self.q = nn.Dense(6, flatten=False, in_units=6)

    def hybrid_forward(self, F, x, bias):
        s = F.batch_dot(self.q(x), x, transpose_b=True).expand_dims(1)
        return F.softmax(s + bias, axis=-1)


Net = RelAttention
