"""Rotary position embedding (RoFormer): inverse frequencies from `F.arange(0, dim, 2)`, positions from `contrib.arange_like(x, axis=1)`, the (T, D/2) angle table by an outer `dot`, halves by `F.split`, rotated by `broadcast_mul` against the expanded sin/cos caches and concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def rotate(F, x, dim, base=10000.0):
    inv_freq = 1.0 / (base ** (F.arange(0, dim, 2) / dim))                     # (D/2,)
    t = F.contrib.arange_like(x, axis=1)                                       # (T,)
    angles = F.dot(t.expand_dims(1), inv_freq.expand_dims(0)).expand_dims(0)  # (1, T, D/2)
    cos, sin = F.cos(angles), F.sin(angles)
    x1, x2 = F.split(x, num_outputs=2, axis=-1)
    return F.concat(F.broadcast_mul(x1, cos) - F.broadcast_mul(x2, sin),
                    F.broadcast_mul(x1, sin) + F.broadcast_mul(x2, cos), dim=-1)


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.k = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        q = rotate(F, self.q(x), self.dim)
        k = rotate(F, self.k(x), self.dim)
        return F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
