"""RWKV token shift with NDArray subscripts: `F.concat(F.zeros_like(x[:, :1]), x[:, :-1], dim=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class TokenShiftMix(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix_k = self.params.get("mix_k", shape=(1, 1, dim), init="ones")
            self.key = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, x, mix_k):
        shifted = F.concat(F.zeros_like(x[:, :1]), x[:, :-1], dim=1)
        xk = F.broadcast_mul(x, mix_k) + F.broadcast_mul(shifted, 1 - mix_k)
        return self.key(xk)


Net = TokenShiftMix
