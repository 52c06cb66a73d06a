"""Channels-first LayerNorm by broadcast operators (`broadcast_sub`, `broadcast_div`, `broadcast_mul`/`broadcast_add` with (1, C, 1, 1) parameters) in a stem: patchify Conv2D(kernel 4, stride 4) then the norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Stem(HybridBlock):
    def __init__(self, dim=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.patchify = nn.Conv2D(dim, 4, strides=4, in_channels=3)
            self.weight = self.params.get("weight", shape=(1, dim, 1, 1), init="ones")
            self.bias = self.params.get("bias", shape=(1, dim, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        x = self.patchify(x)
        u = F.mean(x, axis=1, keepdims=True)
        xc = F.broadcast_sub(x, u)
        s = F.mean(xc * xc, axis=1, keepdims=True)
        x = F.broadcast_div(xc, F.sqrt(s + self.eps))
        return F.broadcast_add(F.broadcast_mul(x, weight), bias)


Net = Stem
