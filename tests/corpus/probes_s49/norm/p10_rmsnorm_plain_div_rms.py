"""RMSNorm as in the LLaMA reference: `x * rsqrt(mean(x**2, -1, keepdims) + eps) * weight` with plain `*` between (N, T, D) and (N, T, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, 1, dim), init="ones")
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, weight):
        normed = x * F.rsqrt(F.mean(x ** 2, axis=-1, keepdims=True) + self.eps)
        return self.proj(F.broadcast_mul(normed, weight))
