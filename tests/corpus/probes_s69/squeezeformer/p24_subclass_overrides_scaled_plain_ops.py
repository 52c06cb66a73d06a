"""Squeezeformer block whose base class scales by `broadcast_mul`/`broadcast_add` in
`scaled(self, F, x, scale, bias)` and whose subclass overrides `scaled` with the plain `x * scale + bias`
of the (B, T, C) input and the (1, 1, C) Parameters."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ScaledBase(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(1, 1, dim), init="ones")
            self.bias = self.params.get("bias", shape=(1, 1, dim), init="zeros")
            self.ffn = nn.Dense(dim, flatten=False)
            self.norm = nn.LayerNorm()

    def scaled(self, F, x, scale, bias):
        return F.broadcast_add(F.broadcast_mul(x, scale), bias)

    def hybrid_forward(self, F, x, scale, bias):
        return self.norm(x + self.ffn(self.scaled(F, x, scale, bias)))


class PlainScaled(ScaledBase):
    def scaled(self, F, x, scale, bias):
        return x * scale + bias


Net = PlainScaled
