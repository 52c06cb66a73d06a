"""An axial-attention block: self-attention along H, then along W, each by folding the other axis
into the batch (`x.transpose((0, 3, 2, 1)).reshape((B * W, H, C))` and back), with a learned
positional term per axis added by a plain `+` of (B * W, H, C) and (H, C); the attention helper reads
its sizes by `N, L, C = x.shape`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 3)]


class SelfAttention(nn.HybridBlock):
    def __init__(self, dim, heads=2, **kwargs):
        super(SelfAttention, self).__init__(**kwargs)
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False, use_bias=False)
            self.out = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        N, L, C = x.shape
        d = C // self.heads
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((N, L, self.heads, d)).transpose((0, 2, 1, 3)).reshape((N * self.heads, L, d))
        k = k.reshape((N, L, self.heads, d)).transpose((0, 2, 1, 3)).reshape((N * self.heads, L, d))
        v = v.reshape((N, L, self.heads, d)).transpose((0, 2, 1, 3)).reshape((N * self.heads, L, d))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(attn, v).reshape((N, self.heads, L, d)).transpose((0, 2, 1, 3))
        return self.out(out.reshape((N, L, C)))


class Net(nn.HybridBlock):
    def __init__(self, dim=8, height=4, width=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pos_h = self.params.get('pos_h', shape=(height, dim), init=mx.init.Normal(0.5))
            self.pos_w = self.params.get('pos_w', shape=(width, dim), init=mx.init.Normal(0.5))
            self.attn_h = SelfAttention(dim)
            self.attn_w = SelfAttention(dim)

    def hybrid_forward(self, F, x, pos_h, pos_w):
        B, C, H, W = x.shape
        t = x.transpose((0, 3, 2, 1)).reshape((B * W, H, C)) + pos_h
        t = self.attn_h(t)
        x = t.reshape((B, W, H, C)).transpose((0, 3, 2, 1))
        t = x.transpose((0, 2, 3, 1)).reshape((B * H, W, C)) + pos_w
        t = self.attn_w(t)
        return t.reshape((B, H, W, C)).transpose((0, 3, 1, 2))
