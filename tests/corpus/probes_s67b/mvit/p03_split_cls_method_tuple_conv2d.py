"""MViTv2 (images) pooling: a method without F, `self.split_cls(t)`, returns the class token and the
(B, C, H, W) grid as a tuple by fluent `slice_axis`/`transpose`/`reshape` with H, W from the constructor; the
caller unpacks it, pools Q (stride 1) and K/V (stride 2) by depthwise `Conv2D`s kept in a dict by name, and
joins the class token back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class SplitClsPooling(HybridBlock):
    def __init__(self, dim=8, hw=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = hw
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.pool_q = nn.Conv2D(dim, 3, strides=1, padding=1, groups=dim, in_channels=dim)
            self.pool_k = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)
            self.pool_v = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)
        self.pools = {"q": self.pool_q, "k": self.pool_k, "v": self.pool_v}

    def split_cls(self, t):
        cls_tok = t.slice_axis(axis=1, begin=0, end=1)
        grid = t.slice_axis(axis=1, begin=1, end=None).transpose((0, 2, 1)).reshape((0, 0, self.h, self.w))
        return cls_tok, grid

    def hybrid_forward(self, F, x):
        parts = dict(zip("qkv", F.split(self.qkv(x), num_outputs=3, axis=-1)))
        pooled = {}
        for name, t in parts.items():
            cls_tok, grid = self.split_cls(t)
            seq = self.pools[name](grid).reshape((0, 0, -1)).transpose((0, 2, 1))
            pooled[name] = F.concat(cls_tok, seq, dim=1)
        att = F.softmax(F.batch_dot(pooled["q"], pooled["k"], transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(att, pooled["v"]) + pooled["q"]


Net = SplitClsPooling
