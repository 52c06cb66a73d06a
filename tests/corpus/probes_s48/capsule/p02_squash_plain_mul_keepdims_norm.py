"""Squash written the way the paper's formula reads, `scale * s / norm` with plain `*` and `/` between the (N, caps, dim) capsules and their (N, caps, 1) keepdims norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class Squash(HybridBlock):
    def __init__(self, eps=1e-7, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, s):
        sq_norm = F.sum(s * s, axis=-1, keepdims=True)
        norm = F.sqrt(sq_norm + self.eps)
        # v = |s|^2 / (1 + |s|^2) * s / |s|
        return (sq_norm / (1 + sq_norm)) * s / norm


class Net(HybridBlock):
    def __init__(self, num_caps=6, caps_dim=4, in_units=16, **kwargs):
        super().__init__(**kwargs)
        self.num_caps, self.caps_dim = num_caps, caps_dim
        with self.name_scope():
            self.proj = nn.Dense(num_caps * caps_dim, in_units=in_units)
            self.squash = Squash()

    def hybrid_forward(self, F, x):
        s = self.proj(x).reshape((0, self.num_caps, self.caps_dim))
        return self.squash(s)
