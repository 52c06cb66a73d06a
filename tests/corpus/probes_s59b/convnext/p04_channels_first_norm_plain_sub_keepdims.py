"""Channels-first LayerNorm of the ConvNeXt downsampling layers written by hand: mean and variance over axis 1 with `keepdims=True`, then `(x - u) / sqrt(s + eps)` with plain operators on the (N, C, H, W) input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class Downsample(HybridBlock):
    def __init__(self, in_dim=4, out_dim=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_dim, 1, 1), init="ones")
            self.bias = self.params.get("bias", shape=(1, in_dim, 1, 1), init="zeros")
            self.reduce = nn.Conv2D(out_dim, 2, strides=2, in_channels=in_dim)

    def hybrid_forward(self, F, x, weight, bias):
        u = F.mean(x, axis=1, keepdims=True)
        s = F.mean(F.square(F.broadcast_sub(x, u)), axis=1, keepdims=True)
        x = (x - u) / F.sqrt(s + self.eps)
        x = F.broadcast_add(F.broadcast_mul(x, weight), bias)
        return self.reduce(x)


Net = Downsample
