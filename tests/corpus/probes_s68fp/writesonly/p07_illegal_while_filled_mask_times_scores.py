"""A (T, T) window mask filled by a while loop in a module helper, multiplied with a plain `*` into
(B, T, T) attention weights."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


def window(n, w):
    m = np.zeros((n, n), dtype="float32")
    i = 0
    while i < n:
        m[i, max(0, i - w):i + w + 1] = 1.0
        i += 1
    return m


class WindowAttention(HybridBlock):
    def __init__(self, length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.win = self.params.get_constant("win", window(length, 1))
            self.q = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, win):
        w = F.softmax(F.batch_dot(self.q(x), x, transpose_b=True), axis=-1) * win
        return F.batch_dot(w, x)


Net = WindowAttention
