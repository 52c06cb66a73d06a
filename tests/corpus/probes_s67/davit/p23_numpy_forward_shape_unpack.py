"""Numpy-mode DaViT channel attention in `forward` (the MXNet 2 style, run as python in 1.9.1):
`B, N, C = x.shape` for the head fold, `@` for the scores, plain `*` by the scale."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 8)]


class NumpyForwardChannelAttention(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.heads, C // self.heads).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = npx.softmax((q * N ** -0.5).transpose(0, 1, 3, 2) @ k, axis=-1)
        o = (attn @ v.transpose(0, 1, 3, 2)).transpose(0, 3, 1, 2).reshape(B, N, C)
        return self.proj(o)


Net = NumpyForwardChannelAttention
