"""MViT pooling attention: Q/K/V from one Dense, the class token split off by `slice_axis`, the rest reshaped
from the sequence to the (T, H, W) grid of the constructor's `thw` tuple by `reshape((0, T, H, W, -1))` and
`transpose` to channels first, K and V pooled by a strided depthwise `Conv3D` (groups = channels), flattened back
by `(0, 0, -1)`, the class token concatenated back, then single-head attention and a residual pooling
connection `out + q` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 33, 8)]


class PoolingAttention(HybridBlock):
    def __init__(self, dim=8, thw=(2, 4, 4), kv_stride=(1, 2, 2), **kwargs):
        super().__init__(**kwargs)
        self.thw = tuple(thw)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.pool_k = nn.Conv3D(dim, 3, strides=kv_stride, padding=1, groups=dim, use_bias=False, in_channels=dim)
            self.pool_v = nn.Conv3D(dim, 3, strides=kv_stride, padding=1, groups=dim, use_bias=False, in_channels=dim)
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def pool(self, F, t, pool):
        cls_tok = t.slice_axis(axis=1, begin=0, end=1)
        T, H, W = self.thw
        grid = t.slice_axis(axis=1, begin=1, end=None).reshape((0, T, H, W, -1)).transpose((0, 4, 1, 2, 3))
        pooled = pool(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(cls_tok, pooled, dim=1)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = self.pool(F, k, self.pool_k)
        v = self.pool(F, v, self.pool_v)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(att, v) + q
        return self.proj(out)


Net = PoolingAttention
