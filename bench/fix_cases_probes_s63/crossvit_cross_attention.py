"""CrossViT's cross-attention fusion: the small branch's class token projected to the large width
(`proj(xs[:, 0:1, :])`), prepended to the large branch's patch tokens `xl[:, 1:, :]`, attended by a
query from the class token only (`B, N, C = x.shape`, heads by reshape to `(B, 1, heads, C //
heads)`), projected back to the small width and put before the small branch's patch tokens; the two
heads on `xs[:, 0]` and `xl[:, 0]` averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3, 8)]


class CrossAttention(nn.HybridBlock):
    def __init__(self, dim, num_heads=2, **kwargs):
        super(CrossAttention, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.wq = nn.Dense(dim, in_units=dim, flatten=False)
            self.wk = nn.Dense(dim, in_units=dim, flatten=False)
            self.wv = nn.Dense(dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        h = self.num_heads
        q = self.wq(x[:, 0:1, :]).reshape((B, 1, h, C // h)).transpose((0, 2, 1, 3))
        k = self.wk(x).reshape((B, N, h, C // h)).transpose((0, 2, 1, 3))
        v = self.wv(x).reshape((B, N, h, C // h)).transpose((0, 2, 1, 3))
        attn = F.batch_dot(q.reshape((B * h, 1, C // h)), k.reshape((B * h, N, C // h)), transpose_b=True)
        attn = F.softmax(attn * self.scale, axis=-1)
        out = F.batch_dot(attn, v.reshape((B * h, N, C // h))).reshape((B, h, 1, C // h))
        out = out.transpose((0, 2, 1, 3)).reshape((B, 1, C))
        return self.proj(out)


class Net(nn.HybridBlock):
    def __init__(self, dims=(4, 8), num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj_s = nn.Dense(dims[1], in_units=dims[0], flatten=False)
            self.fusion = CrossAttention(dims[1])
            self.revert_s = nn.Dense(dims[0], in_units=dims[1], flatten=False)
            self.head_s = nn.Dense(num_classes, in_units=dims[0])
            self.head_l = nn.Dense(num_classes, in_units=dims[1])

    def hybrid_forward(self, F, xs, xl):
        cls_s = self.proj_s(F.slice_axis(xs, axis=1, begin=0, end=1))
        tmp = F.concat(cls_s, F.slice_axis(xl, axis=1, begin=1, end=None), dim=1)
        cls_s = self.revert_s(self.fusion(tmp))
        xs = F.concat(cls_s, F.slice_axis(xs, axis=1, begin=1, end=None), dim=1)
        return (self.head_s(xs[:, 0]) + self.head_l(xl[:, 0])) / 2
