"""Squash nonlinearity that multiplies the (B, N, 1) scale into the (B, N, D) capsules with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def squash(F, s, eps=1e-7):
    sq = F.sum(F.square(s), axis=-1, keepdims=True)
    scale = sq / (1 + sq) / F.sqrt(sq + eps)
    return scale * s


class Net(HybridBlock):
    def __init__(self, caps_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(caps_dim, flatten=False, in_units=8)

    def hybrid_forward(self, F, x):
        return squash(F, self.proj(x))
