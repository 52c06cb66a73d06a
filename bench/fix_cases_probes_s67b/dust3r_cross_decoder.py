"""DUSt3R's siamese encoder and cross-attention decoder: both views patch-embedded by one shared conv (the
ViT's patchify), flattened to tokens from the unpacked `B, D, h, w = x1.shape`, a shared self-attention layer
per view, then each view's tokens attend to the other view's (queries from one, keys/values from the other),
heads split by `reshape((B, N, self.num_heads, D // self.num_heads))` and folded to (B * heads, N, hd) for
batch_dot, and the scale `D // self.num_heads` read from the size."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, patch=2, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.kv = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def _heads(self, t, B, N, D):
        t = t.reshape((B, N, self.num_heads, D // self.num_heads)).transpose((0, 2, 1, 3))
        return t.reshape((B * self.num_heads, N, D // self.num_heads))

    def cross_attn(self, F, x, y):
        B, N, D = x.shape
        q = self._heads(self.q(self.norm(x)), B, N, D)
        k, v = F.split(self.kv(self.norm(y)), num_outputs=2, axis=-1)
        k, v = self._heads(k, B, N, D), self._heads(v, B, N, D)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(D // self.num_heads), axis=-1)
        out = F.batch_dot(attn, v).reshape((B, self.num_heads, N, -1)).transpose((0, 2, 1, 3))
        return x + self.proj(out.reshape((B, N, D)))

    def hybrid_forward(self, F, img1, img2):
        x1, x2 = self.patch_embed(img1), self.patch_embed(img2)
        B, D, h, w = x1.shape
        x1 = x1.reshape((B, D, h * w)).transpose((0, 2, 1))
        x2 = x2.reshape((B, D, h * w)).transpose((0, 2, 1))
        d1 = self.cross_attn(F, x1, x2)
        d2 = self.cross_attn(F, x2, x1)
        return d1, d2
