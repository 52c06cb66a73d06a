"""RWKV token shift: the previous token's features by `concat(zeros_like(first step), slice_axis(x, 1, 0, -1))` along time, mixed with the current one by learned (C,) ratios through `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class TokenShiftMix(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix_k = self.params.get("mix_k", shape=(1, 1, dim), init="ones")
            self.key = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, x, mix_k):
        first = F.slice_axis(x, axis=1, begin=0, end=1)
        shifted = F.concat(F.zeros_like(first), F.slice_axis(x, axis=1, begin=0, end=-1), dim=1)
        xk = F.broadcast_mul(x, mix_k) + F.broadcast_mul(shifted, 1 - mix_k)
        return self.key(xk)


Net = TokenShiftMix
