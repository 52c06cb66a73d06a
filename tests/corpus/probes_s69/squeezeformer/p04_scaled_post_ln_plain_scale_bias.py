"""Squeezeformer scaled post-LN residual: `x + module(x * scale + bias)` with the learned (1, 1, C)
scale and bias Parameters applied by plain `*` and `+` to the (B, T, C) sequence."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PlainScaledResidual(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(1, 1, dim), init="ones")
            self.bias = self.params.get("bias", shape=(1, 1, dim), init="zeros")
            self.ffn = nn.Dense(dim, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x, scale, bias):
        return self.norm(x + self.ffn(x * scale + bias))


Net = PlainScaledResidual
