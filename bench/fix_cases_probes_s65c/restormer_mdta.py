"""Restormer's MDTA (multi-Dconv head transposed attention): q, k, v from a 1x1 conv and a 3x3
depthwise conv, split, viewed as (b, heads, c / heads, h * w) by `b, c, h, w = x.shape`, q and k
L2-normalised along the spatial axis, the (c / heads) x (c / heads) attention across channels
scaled by a learned temperature per head (a (heads, 1, 1) Parameter), softmax, back to the image
and a 1x1 projection."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, bias=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        with self.name_scope():
            self.temperature = self.params.get('temperature', shape=(num_heads, 1, 1),
                                               init=mx.init.One())
            self.qkv = nn.Conv2D(dim * 3, 1, use_bias=bias, in_channels=dim)
            self.qkv_dwconv = nn.Conv2D(dim * 3, 3, padding=1, groups=dim * 3, use_bias=bias,
                                        in_channels=dim * 3)
            self.project_out = nn.Conv2D(dim, 1, use_bias=bias, in_channels=dim)

    def hybrid_forward(self, F, x, temperature):
        b, c, h, w = x.shape
        qkv = self.qkv_dwconv(self.qkv(x))
        q, k, v = F.split(qkv, num_outputs=3, axis=1)
        q = q.reshape((b, self.num_heads, -1, h * w))
        k = k.reshape((b, self.num_heads, -1, h * w))
        v = v.reshape((b, self.num_heads, -1, h * w))
        q = q / F.maximum(F.norm(q, axis=-1, keepdims=True), 1e-12)
        k = k / F.maximum(F.norm(k, axis=-1, keepdims=True), 1e-12)
        attn = F.linalg.gemm2(q, k, transpose_b=True) * temperature
        attn = F.softmax(attn, axis=-1)
        out = F.linalg.gemm2(attn, v)
        out = out.reshape((b, c, h, w))
        return self.project_out(out)
