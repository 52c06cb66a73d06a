"""Squeezeformer block in MF/MF order: attention, FFN, conv, FFN, each a residual `x + f(scaled(x))` with a
LayerNorm after it (post-LN); the scaling is `broadcast_mul`/`broadcast_add` of learned (C,) scale and
bias reshaped to (1, 1, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Scaled(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(dim,), init="ones")
            self.bias = self.params.get("bias", shape=(dim,), init="zeros")

    def hybrid_forward(self, F, x, scale, bias):
        return F.broadcast_add(F.broadcast_mul(x, scale.reshape((1, 1, -1))), bias.reshape((1, 1, -1)))


class ConvModule(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv1D(dim, 3, padding=1, groups=dim)

    def hybrid_forward(self, F, x):
        return F.Activation(self.dw(x.transpose((0, 2, 1))), act_type="relu").transpose((0, 2, 1))


class SqueezeformerBlock(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.ffn1 = nn.Dense(dim, flatten=False)
            self.conv = ConvModule(dim)
            self.ffn2 = nn.Dense(dim, flatten=False)
            self.scales = nn.HybridSequential()
            self.norms = nn.HybridSequential()
            for _ in range(4):
                self.scales.add(Scaled(dim))
                self.norms.add(nn.LayerNorm())

    def attention(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) / self.dim ** 0.5, axis=-1)
        return F.batch_dot(w, v)

    def hybrid_forward(self, F, x):
        modules = [lambda h: self.attention(F, h), self.ffn1, self.conv, self.ffn2]
        for i, module in enumerate(modules):
            x = self.norms[i](x + module(self.scales[i](x)))
        return x


Net = SqueezeformerBlock
